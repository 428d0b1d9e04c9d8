import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { loadOnce } from '../../lib/load-once';
import { useEngagedCode } from '../../lib/use-engaged-code';
import type { TooltipOnRadix, TooltipProps } from './tooltip-on-radix';

const radixTooltip = loadOnce<typeof TooltipOnRadix>(() =>
  import('./tooltip-on-radix').then((module) => module.TooltipOnRadix),
);

/** Fetches the tooltip's code now (tests, before they point at a control). */
export const preloadTooltip = () => radixTooltip.load();

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A short tip on hover or keyboard focus (tooltip-on-radix.tsx, on Radix's Tooltip). Radix's
 * tooltip positions itself with Floating UI, 13 KiB gzipped that a page does not need to draw:
 * until it is here the control is drawn alone, and its code comes once someone engages with the
 * page (lib/when-engaged.ts), or when the control is first pointed at or focused. Radix's tooltip takes the control over only while
 * nobody is on it (taking over draws the control anew, and a focused control would lose focus):
 * the tip shows from the next visit. It only describes; the control keeps its own name.
 */
export function Tooltip(props: TooltipProps) {
  const { code: Loaded, engage, release } = useEngagedCode(radixTooltip);
  if (Loaded) return <Loaded {...props} />;
  const trigger = props.children as ReactElement<TriggerProps>;
  return cloneElement(trigger, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerEnter?.(event);
      engage(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      trigger.props.onPointerLeave?.(event);
      release();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      trigger.props.onFocus?.(event);
      engage(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      trigger.props.onBlur?.(event);
      release();
    },
  });
}
