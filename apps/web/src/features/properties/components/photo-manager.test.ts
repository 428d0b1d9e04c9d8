import { describe, expect, it } from 'vitest';
import { PROPERTY_IMAGE_MAX_BYTES } from '@nestly/shared';
import type { PhotoItem } from '../lib/property-form-schema';
import { addPhotoFiles, movePhoto } from './photo-manager';

const file = (name: string, type = 'image/jpeg', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('photo manager rules', () => {
  it('keeps JPEG/PNG/WebP/AVIF up to 8 MB and 10 photos, saying why others were left out', () => {
    const existing: PhotoItem[] = Array.from({ length: 8 }, (_, index) => ({
      kind: 'existing',
      id: `id-${index}`,
      url: '',
      thumbUrl: '',
    }));
    const result = addPhotoFiles(existing, [
      file('plan.pdf', 'application/pdf'),
      file('huge.png', 'image/png', PROPERTY_IMAGE_MAX_BYTES + 1),
      file('a.webp', 'image/webp'),
      file('b.avif', 'image/avif'),
      file('c.jpg'),
    ]);
    expect(result.photos).toHaveLength(10);
    expect(result.problems).toEqual([
      'plan.pdf: only JPEG, PNG, WebP or AVIF photos',
      'huge.png: larger than 8 MB',
      'c.jpg: at most 10 photos',
    ]);
  });

  it('moves a photo and ignores moves off the ends', () => {
    const photos: PhotoItem[] = ['a', 'b', 'c'].map((id) => ({
      kind: 'existing',
      id,
      url: '',
      thumbUrl: '',
    }));
    const ids = (list: PhotoItem[]) =>
      list.map((photo) => (photo.kind === 'existing' ? photo.id : ''));
    expect(ids(movePhoto(photos, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(movePhoto(photos, 0, -1)).toBe(photos);
  });
});
