import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  info: { box: 'bg-primary-50 text-primary-900 ring-primary-200', icon: Info },
  success: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CircleCheck },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', icon: TriangleAlert },
  danger: { box: 'bg-red-50 text-red-900 ring-red-200', icon: CircleAlert },
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline message in the page flow (toasts are for outcomes of actions). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div className={cn('flex gap-3 rounded-xl p-4 text-sm ring-1 ring-inset', box, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="leading-relaxed">{children}</div>}
      </div>
    </div>
  );
}
