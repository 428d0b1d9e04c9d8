import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface ChoiceCardOption<Value extends string> {
  value: Value;
  label: string;
  description?: ReactNode;
  icon?: LucideIcon;
}

interface ChoiceCardsProps<Value extends string> {
  legend: string;
  options: readonly ChoiceCardOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Side by side from small screens up (short options), or one under another. */
  layout?: 'grid' | 'stack';
}

/**
 * One choice among a few, each a card with a title and a line or two (how to be paid, where a
 * refund goes). Native radio inputs in a fieldset: arrow keys, focus and the group's name come
 * from the browser.
 */
export function ChoiceCards<Value extends string>({
  legend,
  options,
  value,
  onChange,
  layout = 'stack',
}: ChoiceCardsProps<Value>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn('grid gap-3', layout === 'grid' && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-inset transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
              value === option.value
                ? 'bg-primary-50 ring-primary-300'
                : 'bg-white ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-primary-600"
            />
            {option.icon && (
              <option.icon className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
            )}
            <span className="space-y-0.5">
              <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
              {option.description && (
                <span className="block text-sm text-slate-600">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
