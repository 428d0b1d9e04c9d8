import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Card, Spinner } from '../../../components/ui';

interface StatCardProps {
  label: string;
  value: number | undefined;
  isError: boolean;
  icon: ReactNode;
  to: string;
  linkLabel: string;
}

export function StatCard({ label, value, isError, icon, to, linkLabel }: StatCardProps) {
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900" aria-live="polite">
            {isError ? (
              '—'
            ) : value === undefined ? (
              <Spinner size="sm" label={`Loading ${label}`} />
            ) : (
              value
            )}
          </p>
        </div>
        <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-50 text-primary-600 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <Link
        to={to}
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:text-primary-800"
      >
        {linkLabel}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}
