import { useRef, useState, type DragEvent } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Upload, X } from 'lucide-react';
import { PROPERTY_IMAGE_MAX, PROPERTY_IMAGE_MAX_BYTES } from '@nestly/shared';
import { Badge, ObjectUrlImage, ProgressBar, useField } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/format';
import type { PhotoItem } from '../lib/photo-item';

/** What the server accepts, checked by content there (PRODUCT.md, Properties). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const ACCEPT_LABEL = 'JPEG, PNG, WebP or AVIF';

interface PhotoManagerProps {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  /** 0–100 while uploading; null otherwise. */
  progress: number | null;
  disabled?: boolean;
}

let nextKey = 0;
const newPhoto = (file: File): PhotoItem => ({ kind: 'new', key: `new-${nextKey++}`, file });
const keyOf = (photo: PhotoItem) => (photo.kind === 'existing' ? photo.id : photo.key);

/**
 * Whether the browser can open the file as a picture. The type a file claims comes from its name,
 * so a text file renamed `.jpg` passes as image/jpeg; decoding it is the only honest check.
 */
export const canDecodeImage = async (file: File): Promise<boolean> => {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Adds files to the gallery, keeping what fits and saying why the rest was left out. */
export const addPhotoFiles = async (
  photos: PhotoItem[],
  files: File[],
  decode: (file: File) => Promise<boolean> = canDecodeImage,
): Promise<{ photos: PhotoItem[]; problems: string[] }> => {
  const isAcceptedType = (file: File) =>
    (PHOTO_MIME_TYPES as readonly string[]).includes(file.type);
  const isDecodable = await Promise.all(
    files.map((file) =>
      isAcceptedType(file) && file.size <= PROPERTY_IMAGE_MAX_BYTES ? decode(file) : true,
    ),
  );
  const next = [...photos];
  const problems: string[] = [];
  files.forEach((file, index) => {
    if (!isAcceptedType(file)) {
      problems.push(`${file.name}: only ${ACCEPT_LABEL} photos`);
    } else if (file.size > PROPERTY_IMAGE_MAX_BYTES) {
      problems.push(`${file.name}: larger than ${formatFileSize(PROPERTY_IMAGE_MAX_BYTES)}`);
    } else if (!isDecodable[index]) {
      problems.push(`${file.name}: not a picture that can be opened (damaged, or not a photo)`);
    } else if (next.length >= PROPERTY_IMAGE_MAX) {
      problems.push(`${file.name}: at most ${PROPERTY_IMAGE_MAX} photos`);
    } else {
      next.push(newPhoto(file));
    }
  });
  return { photos: next, problems };
};

export const movePhoto = (photos: PhotoItem[], from: number, to: number): PhotoItem[] => {
  if (to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
};

/**
 * The listing's photos: drop or browse to add, then reorder (buttons, or drag on a pointer
 * device) and remove. The first photo is the cover. 1–10 photos, 8 MB each.
 */
export function PhotoManager({ photos, onChange, progress, disabled = false }: PhotoManagerProps) {
  const field = useField();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragFrom = useRef<number | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const add = async (files: File[]) => {
    const result = await addPhotoFiles(photos, files);
    setProblems(result.problems);
    if (result.photos.length !== photos.length) {
      onChange(result.photos);
      setAnnouncement(`${result.photos.length - photos.length} photos added.`);
    }
  };

  const move = (from: number, to: number) => {
    const next = movePhoto(photos, from, to);
    if (next === photos) return;
    onChange(next);
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    setAnnouncement(`Photo ${index + 1} removed.`);
  };

  const onZoneDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (disabled || dragFrom.current !== null) return;
    void add(Array.from(event.dataTransfer.files));
  };

  const isFull = photos.length >= PROPERTY_IMAGE_MAX;

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && dragFrom.current === null) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onZoneDrop}
        className={cn(
          'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging ? 'border-primary-500 bg-primary-50' : 'border-slate-300 bg-slate-50',
          field?.invalid && 'border-red-400',
        )}
      >
        <Upload className="mb-2 size-7 text-primary-600" aria-hidden />
        <p className="text-sm text-slate-700">
          Drag photos here, or{' '}
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || isFull}
            className="font-semibold text-primary-700 underline-offset-2 hover:underline disabled:text-slate-500"
          >
            browse your files
          </button>
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {ACCEPT_LABEL}, 1 to {PROPERTY_IMAGE_MAX} photos, up to{' '}
          {formatFileSize(PROPERTY_IMAGE_MAX_BYTES)} each. The first photo is the cover.
        </p>
        <input
          ref={inputRef}
          id={field?.id}
          type="file"
          multiple
          accept={PHOTO_MIME_TYPES.join(',')}
          aria-describedby={field?.describedBy}
          aria-invalid={field?.invalid || undefined}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>

      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {photos.length > 0 && (
        <ol
          aria-label="Gallery order"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li
                key={keyOf(photo)}
                draggable={!disabled}
                onDragStart={(event) => {
                  dragFrom.current = index;
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => {
                  dragFrom.current = null;
                }}
                onDragOver={(event) => {
                  if (dragFrom.current !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragFrom.current === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(dragFrom.current, index);
                  dragFrom.current = null;
                }}
                className="group relative overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-slate-200"
              >
                {photo.kind === 'existing' ? (
                  <img
                    src={photo.thumbUrl}
                    alt={`Photo ${number}`}
                    className="aspect-[4/3] w-full cursor-grab bg-slate-100 object-cover"
                  />
                ) : (
                  <ObjectUrlImage
                    file={photo.file}
                    alt={`Photo ${number}, ${photo.file.name}`}
                    className="aspect-[4/3] w-full cursor-grab bg-slate-100 object-cover"
                  />
                )}
                <div className="absolute top-2 left-2 flex gap-1">
                  <span className="rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white">
                    {number}
                  </span>
                  {index === 0 && <Badge tone="primary">Cover</Badge>}
                  {photo.kind === 'new' && <Badge tone="success">New</Badge>}
                </div>
                <div className="flex items-center justify-between gap-1 border-t border-slate-100 p-1.5">
                  <div className="flex gap-1">
                    <button
                      type="button"
                      onClick={() => move(index, index - 1)}
                      disabled={disabled || index === 0}
                      aria-label={`Move photo ${number} earlier`}
                      className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
                    >
                      <ArrowLeft className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      onClick={() => move(index, index + 1)}
                      disabled={disabled || index === photos.length - 1}
                      aria-label={`Move photo ${number} later`}
                      className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
                    >
                      <ArrowRight className="size-4" aria-hidden />
                    </button>
                  </div>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Remove photo ${number}`}
                    className="rounded-lg p-1.5 text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
          {!isFull && (
            <li>
              <button
                type="button"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
                className="flex aspect-[4/3] h-full w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 text-sm font-medium text-slate-600 hover:border-primary-400 hover:text-primary-700"
              >
                <ImagePlus className="size-5" aria-hidden />
                Add more
              </button>
            </li>
          )}
        </ol>
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {progress !== null && <ProgressBar value={progress} label="Uploading photos" />}
    </div>
  );
}
