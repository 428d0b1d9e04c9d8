import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from './input';
import { PasswordStrengthMeter } from './password-strength-meter';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /**
   * A new password: show how guessable the typed `password` is (the form watches the field), given
   * the person's own name, e-mail… as things it must not be built from.
   */
  strength?: { password: string; userInputs?: string[] };
}

/**
 * A password input with a show/hide toggle. The toggle's name avoids the word "password" so
 * that finding the field by its label ("Password") finds exactly one element.
 */
export function PasswordInput({ strength, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="space-y-2">
      <div className="relative">
        <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-11" />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Hide characters' : 'Show characters'}
          aria-pressed={isVisible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800"
        >
          {isVisible ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
        </button>
      </div>
      {strength && (
        <PasswordStrengthMeter password={strength.password} userInputs={strength.userInputs} />
      )}
    </div>
  );
}
