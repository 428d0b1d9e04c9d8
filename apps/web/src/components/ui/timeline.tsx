import type { ReactNode } from 'react';
import { History } from 'lucide-react';

export interface TimelineEntry {
  id: string;
  title: ReactNode;
  meta?: ReactNode;
  note?: ReactNode;
}

/** A vertical list of dated events, newest as given. */
export function Timeline({ entries, empty }: { entries: TimelineEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span className="absolute top-1 -left-[27px] flex size-3.5 items-center justify-center rounded-full bg-primary-100 ring-4 ring-white">
            <History className="size-2.5 text-primary-700" aria-hidden />
          </span>
          <p className="text-sm font-semibold text-slate-900">{entry.title}</p>
          {entry.meta && <p className="text-xs text-slate-600">{entry.meta}</p>}
          {entry.note && <p className="mt-1 text-sm break-words text-slate-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
