import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** Shown before the label, e.g. an icon. */
  icon?: ReactNode;
}

/** A checkbox with its label as one click target (the label names the input). */
export function Checkbox({ label, icon, className, ...props }: CheckboxProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200 transition-colors ring-inset hover:bg-slate-50 has-[:checked]:bg-primary-50 has-[:checked]:ring-primary-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-4 shrink-0 rounded border-slate-400 accent-primary-600 focus:outline-none"
        {...props}
      />
      {icon && <span className="text-slate-600 [&_svg]:size-4">{icon}</span>}
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}
