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
  /**
   * 3 inside a titled section; 2 where the empty state stands right under the page's heading
   * (an empty page), so no level is skipped (axe heading-order).
   */
  headingLevel?: 2 | 3;
  className?: string;
}

/** An empty list or page, always with a next step when there is one. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  link,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-600">{description}</p>}
      {next && <div className="mt-5">{next}</div>}
    </div>
  );
}
