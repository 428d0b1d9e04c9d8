import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Skeleton } from '../../../components/ui';

interface FigureCardProps {
  label: string;
  value: string;
  /** One line under the figure: what it covers or a second figure. */
  hint?: string;
  icon: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
  link?: { to: string; label: string };
}

const iconTones = {
  primary: 'bg-primary-50 text-primary-600',
  success: 'bg-emerald-50 text-emerald-700',
  warning: 'bg-amber-50 text-amber-700',
  danger: 'bg-red-50 text-red-700',
};

/** One headline figure. Fixed height, so its skeleton takes exactly its place. */
export function FigureCard({ label, value, hint, icon, tone = 'primary', link }: FigureCardProps) {
  return (
    <Card className="flex h-40 flex-col justify-between p-5">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <span
            className={`flex size-7 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4 ${iconTones[tone]}`}
            aria-hidden
          >
            {icon}
          </span>
          <span className="truncate">{label}</span>
        </p>
        <p className="mt-2 truncate text-2xl font-bold tracking-tight text-slate-900">{value}</p>
      </div>
      {link ? (
        <Link
          to={link.to}
          className="truncate text-sm font-semibold text-primary-700 hover:text-primary-800"
        >
          {link.label}
        </Link>
      ) : (
        <p className="line-clamp-2 text-sm leading-snug text-slate-600">{hint}</p>
      )}
    </Card>
  );
}

export function FigureCardSkeleton() {
  return (
    <Card className="flex h-40 flex-col justify-between p-5">
      <div className="space-y-2.5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-24" />
      </div>
      <Skeleton className="h-4 w-40" />
    </Card>
  );
}

/** A grid of figure cards: two across on phones, four on wide screens. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-4">{children}</div>
  );
}
