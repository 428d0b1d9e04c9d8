import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';

interface PaginationProps {
  page: number;
  totalPages: number;
  total?: number;
  onPageChange: (page: number) => void;
}

/** Pages around the current one, with the first and last always reachable. */
const visiblePages = (page: number, totalPages: number): (number | 'gap')[] => {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && p - previous > 1 ? (['gap', p] as const) : [p];
  });
};

const pageButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:opacity-50 disabled:pointer-events-none';

export function Pagination({ page, totalPages, total, onPageChange }: PaginationProps) {
  if (totalPages <= 1 && total === undefined) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        Page {page} of {Math.max(totalPages, 1)}
        {total !== undefined && <span> · {total} total</span>}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        {visiblePages(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden>
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              onClick={() => onPageChange(item)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              className={cn(
                pageButton,
                'max-sm:hidden',
                item === page ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className={cn(pageButton, 'text-slate-700 hover:bg-slate-100')}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
          aria-label="Next page"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
    </nav>
  );
}

/** The pages at the foot of a card's list, once the list has anything in it. */
export function CardPagination({
  page,
  pagination,
  onPageChange,
}: {
  page: number;
  pagination: { total: number; totalPages: number } | undefined;
  onPageChange: (page: number) => void;
}) {
  if (!pagination || pagination.total === 0) return null;
  return (
    <div className="border-t border-slate-100 p-4 sm:px-5">
      <Pagination
        page={page}
        totalPages={pagination.totalPages}
        total={pagination.total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
