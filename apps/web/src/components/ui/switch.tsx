import { loadOnce } from '../../lib/load-once';
import { useEngagedCode } from '../../lib/use-engaged-code';
import { switchClassName, thumbClassName, type SwitchProps } from './switch-look';
import type { SwitchOnRadix } from './switch-on-radix';

const radixSwitch = loadOnce<typeof SwitchOnRadix>(() =>
  import('./switch-on-radix').then((module) => module.SwitchOnRadix),
);

/** Fetches the switch's code now (tests). */
export const preloadSwitch = () => radixSwitch.load();

/**
 * An on/off switch (switch-on-radix.tsx, on Radix's Switch). Radix's switch and the primitives it
 * stands on are 5 KiB gzipped of a page's first load (a booking's autopay, the wallet's weekly
 * payouts): until they come, once someone engages with the page, the same control is drawn as the button Radix
 * would render (role "switch", aria-checked, the same look), and works. Radix takes it over only
 * while it does not have focus, since taking over draws the control anew.
 */
export function Switch(props: SwitchProps) {
  const { code: Loaded, engage, release } = useEngagedCode(radixSwitch);
  if (Loaded) return <Loaded {...props} />;
  const { checked, onCheckedChange, label, className, ...rest } = props;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-state={checked ? 'checked' : 'unchecked'}
      className={switchClassName(checked, className)}
      onClick={() => onCheckedChange(!checked)}
      onFocus={() => engage()}
      onBlur={release}
      {...rest}
    >
      <span data-state={checked ? 'checked' : 'unchecked'} className={thumbClassName(checked)} />
    </button>
  );
}
