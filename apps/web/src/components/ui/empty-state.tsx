import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { LinkButton, type ButtonVariant } from './button';

/** The next step as a link to another page, e.g. "Browse homes". */
interface EmptyStateLink {
  to: string;
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
}

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** The next step: any control, or `link` for the common one. */
  action?: ReactNode;
  link?: EmptyStateLink;
  className?: string;
}

/** An empty list or page, always with a next step when there is one. */
export function EmptyState({ icon, title, description, action, link, className }: EmptyStateProps) {
  const next = link ? (
    <LinkButton
      to={link.to}
      variant={link.variant}
      icon={<link.icon className="size-4" aria-hidden />}
    >
      {link.label}
    </LinkButton>
  ) : (
    action
  );
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      {icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600 [&_svg]:size-6">
          {icon}
        </div>
      )}
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-600">{description}</p>}
      {next && <div className="mt-5">{next}</div>}
    </div>
  );
}
