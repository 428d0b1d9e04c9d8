import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from './text-link';

/** The "← All homes" link above a detail page, back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="inline-flex items-center gap-1 text-sm">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </TextLink>
  );
}
