import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { measurePassword, type PasswordVerdict } from '../../lib/password-strength';

const LABELS = ['Too guessable', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const BAR_COLOURS = [
  'bg-red-600',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-emerald-600',
] as const;

interface PasswordStrengthMeterProps {
  password: string;
  /** The person's name, e-mail…: a password built from them is weak. */
  userInputs?: string[];
  className?: string;
}

/**
 * How guessable a new password is, as it is typed: four bars, a word, and what to change. It reads
 * the API's own rule, so "Too guessable" and "Weak" are what the server refuses. The rule is
 * loaded the first time it is needed (it is large), and announced politely.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  className,
}: PasswordStrengthMeterProps) {
  const [strength, setStrength] = useState<PasswordVerdict | null>(null);
  const inputsKey = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      void measurePassword(password, inputsKey ? inputsKey.split('\u0000') : []).then(
        (measured) => {
          if (isCurrent) setStrength(measured);
        },
      );
    }, 120);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  const shown = password ? strength : null;
  const score = shown?.score ?? 0;
  return (
    <div className={cn('space-y-1', className)} data-testid="password-strength">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              shown && score >= bar ? BAR_COLOURS[score] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="min-h-4 text-xs text-slate-600" aria-live="polite">
        {shown && (
          <>
            <span className="font-medium text-slate-800">Strength: {LABELS[score]}.</span>{' '}
            {shown.refusal ?? shown.hint}
          </>
        )}
      </p>
    </div>
  );
}
