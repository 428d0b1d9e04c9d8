import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
  id,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-base leading-relaxed text-slate-600">{children}</p>}
    </div>
  );
}
