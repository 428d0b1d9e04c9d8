import * as SwitchPrimitive from '@radix-ui/react-switch';
import { switchClassName, thumbClassName, type SwitchProps } from './switch-look';

/**
 * An on/off switch on Radix's Switch (the WAI-ARIA switch pattern). Drawn through Switch
 * (switch.tsx), which fetches this module when the page is idle.
 */
export function SwitchOnRadix({
  checked,
  onCheckedChange,
  label,
  className,
  ...props
}: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      className={switchClassName(checked, className)}
      {...props}
    >
      <SwitchPrimitive.Thumb className={thumbClassName(checked)} />
    </SwitchPrimitive.Root>
  );
}
