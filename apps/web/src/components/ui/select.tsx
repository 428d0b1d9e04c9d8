import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useField } from './form-field';
import { controlClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends ComponentProps<'select'> {
  options: SelectOption[];
}

export function Select({ options, className, id, ...props }: SelectProps) {
  const field = useField();
  const invalid = field?.invalid ?? false;
  return (
    <div className="relative">
      <select
        id={id ?? field?.id}
        aria-invalid={invalid || undefined}
        aria-describedby={field?.describedBy}
        className={cn(controlClasses(invalid), 'h-11 appearance-none pr-10', className)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
