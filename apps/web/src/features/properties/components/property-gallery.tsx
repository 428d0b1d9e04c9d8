import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PropertyImage } from '@nestly/shared';
import { cn } from '../../../lib/cn';
import { PropertyPhoto } from './property-photo';

interface PropertyGalleryProps {
  images: PropertyImage[];
  title: string;
}

const arrowButton =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-soft transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A large photo with thumbnails. Keyboard: the arrow keys (and Home/End) move between photos,
 * from the photo or the thumbnails; only the current thumbnail is in the tab order.
 */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const [index, setIndex] = useState(0);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? null;

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbRefs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, focusThumb: boolean) => {
    if (count < 2) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, focusThumb);
  };

  if (!current) {
    return (
      <PropertyPhoto
        image={null}
        alt={`No photos of ${title} yet`}
        className="aspect-[16/10] w-full rounded-2xl"
      />
    );
  }

  return (
    <section
      aria-roledescription="gallery"
      aria-label={`Gallery of ${title}`}
      className="space-y-3"
    >
      <div
        className="relative overflow-hidden rounded-2xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={(event) => onKeyDown(event, false)}
        aria-label={
          count > 1 ? `Photo ${index + 1} of ${count}. Use the arrow keys to browse.` : undefined
        }
        role={count > 1 ? 'group' : undefined}
      >
        <PropertyPhoto
          image={current}
          size="large"
          loading="eager"
          // The first is the page's largest paint: asked for before the page's other photos.
          fetchPriority={index === 0 ? 'high' : undefined}
          alt={`${title}, photo ${index + 1} of ${count}`}
          className="aspect-[16/10] max-h-[34rem] w-full"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous photo"
              className={cn(arrowButton, 'left-3')}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next photo"
              className={cn(arrowButton, 'right-3')}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white"
              aria-hidden
            >
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <div
          role="group"
          aria-label="Choose a photo"
          className="flex gap-2 overflow-x-auto pb-1"
          onKeyDown={(event) => onKeyDown(event, true)}
        >
          {images.map((image, thumbIndex) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbRefs.current[thumbIndex] = element;
              }}
              type="button"
              onClick={() => show(thumbIndex)}
              tabIndex={thumbIndex === index ? 0 : -1}
              aria-label={`Show photo ${thumbIndex + 1}`}
              aria-current={thumbIndex === index ? 'true' : undefined}
              className={cn(
                'shrink-0 overflow-hidden rounded-xl ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                thumbIndex === index ? 'ring-2 ring-primary-600' : 'opacity-75 hover:opacity-100',
              )}
            >
              <PropertyPhoto image={image} className="h-16 w-24 sm:h-18 sm:w-28" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
