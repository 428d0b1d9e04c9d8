import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface AudienceSectionProps {
  /** The section's anchor (`/#owners`). */
  sectionId: string;
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  action: ReactNode;
  /** The decorative panel: a gradient card with a few headline facts. */
  panel: { title: string; facts: { value: string; label: string }[] };
  reversed?: boolean;
}

export function AudienceSection({
  sectionId,
  id,
  eyebrow,
  title,
  text,
  points,
  action,
  panel,
  reversed,
}: AudienceSectionProps) {
  return (
    <section
      id={sectionId}
      aria-labelledby={id}
      className="mx-auto scroll-mt-6 max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div
        className={cn(
          'grid items-center gap-10 lg:grid-cols-2 lg:gap-16',
          reversed && 'lg:[&>*:first-child]:order-2',
        )}
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {eyebrow}
          </p>
          <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{text}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8">{action}</div>
        </div>
        <div
          aria-hidden
          className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-100 via-white to-sky-100 p-8 shadow-soft ring-1 ring-slate-200/70"
        >
          <div className="absolute -top-16 -right-16 size-56 rounded-full bg-primary-200/50 blur-2xl" />
          <p className="relative text-lg font-semibold text-slate-900">{panel.title}</p>
          <div className="relative mt-6 grid grid-cols-2 gap-4">
            {panel.facts.map((fact) => (
              <div key={fact.label} className="rounded-2xl bg-white/80 p-4 shadow-soft">
                <p className="text-2xl font-bold text-primary-700">{fact.value}</p>
                <p className="mt-1 text-xs font-medium text-slate-600">{fact.label}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
