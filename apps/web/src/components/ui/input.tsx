import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useField } from './form-field';

export const controlClasses = (invalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3.5 text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-500 focus:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-100'
      : 'border-slate-300 focus:border-primary-500 focus:ring-primary-100',
  );

/** A text input; inside a FormField it is labelled and described automatically. */
export function Input({ className, id, ...props }: ComponentProps<'input'>) {
  const field = useField();
  const invalid = field?.invalid ?? false;
  return (
    <input
      id={id ?? field?.id}
      aria-invalid={invalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(controlClasses(invalid), 'h-11', className)}
      {...props}
    />
  );
}

export function Textarea({ className, id, ...props }: ComponentProps<'textarea'>) {
  const field = useField();
  const invalid = field?.invalid ?? false;
  return (
    <textarea
      id={id ?? field?.id}
      aria-invalid={invalid || undefined}
      aria-describedby={field?.describedBy}
      className={cn(controlClasses(invalid), 'min-h-28 py-2.5', className)}
      {...props}
    />
  );
}
