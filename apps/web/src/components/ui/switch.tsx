import type { ComponentProps } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';

interface SwitchProps extends Omit<
  ComponentProps<typeof SwitchPrimitive.Root>,
  'checked' | 'onCheckedChange' | 'role'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Weekly cleaning active". */
  label: string;
}

/** An on/off switch on Radix's Switch (the WAI-ARIA switch pattern). */
export function Switch({ checked, onCheckedChange, label, className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-label={label}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'disabled:pointer-events-none disabled:opacity-60',
        checked ? 'bg-emerald-600' : 'bg-slate-300',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
