import { createContext, use, useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface FieldContextValue {
  id: string;
  /** The label's id, for a control that names itself with more than the label (a date field). */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Inputs inside a FormField pick up its id, description and invalid state. */
export const useField = (): FieldContextValue | null => use(FieldContext);

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function FormField({
  label,
  error,
  hint,
  labelAside,
  id,
  className,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const labelId = `${fieldId}-label`;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label id={labelId} htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <FieldContext value={{ id: fieldId, labelId, describedBy, invalid: Boolean(error) }}>
        {children}
      </FieldContext>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
