import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui';

interface ResendCodeButtonProps {
  secondsLeft: number;
  isPending: boolean;
  onResend: () => void;
}

/** Disabled while the countdown runs; the name always starts with "Resend code". */
export function ResendCodeButton({ secondsLeft, isPending, onResend }: ResendCodeButtonProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span>Didn&apos;t get the code?</span>
      <Button
        variant="secondary"
        size="sm"
        onClick={onResend}
        disabled={secondsLeft > 0}
        isLoading={isPending}
        icon={<RotateCw className="size-3.5" aria-hidden />}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
      </Button>
    </div>
  );
}
