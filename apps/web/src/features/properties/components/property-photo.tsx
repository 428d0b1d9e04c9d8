import { House } from 'lucide-react';
import type { PropertyImage } from '@nestly/shared';
import { cn } from '../../../lib/cn';

interface PropertyPhotoProps {
  image: PropertyImage | null;
  /** `thumb` for cards and lists, `large` for galleries. */
  size?: 'thumb' | 'large';
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** `high` for the photo that is the page's largest paint (the first card of a list). */
  fetchPriority?: 'high' | 'auto';
}

/** A listing photo, or a calm placeholder when there is none. */
export function PropertyPhoto({
  image,
  size = 'thumb',
  alt = '',
  className,
  loading = 'lazy',
  fetchPriority,
}: PropertyPhotoProps) {
  if (!image) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400',
          className,
        )}
      >
        <House className="size-1/4 max-h-12 max-w-12" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={size === 'thumb' ? image.thumbUrl : image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
