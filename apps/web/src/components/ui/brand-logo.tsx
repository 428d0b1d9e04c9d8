import { cn } from '../../lib/cn';

/** The Nestly mark and word. `tone="light"` on dark backgrounds. */
export function BrandLogo({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect
          width="32"
          height="32"
          rx="9"
          className={tone === 'light' ? 'fill-white/15' : 'fill-primary-600'}
        />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="white" />
      </svg>
      <span className={tone === 'light' ? 'text-white' : 'text-slate-900'}>Nestly</span>
    </span>
  );
}
