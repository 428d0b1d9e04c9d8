import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROPERTY_IMAGE_MAX_BYTES } from '@nestly/shared';
import type { PhotoItem } from '../lib/photo-item';
import { addPhotoFiles, canDecodeImage, movePhoto } from './photo-manager';

const file = (name: string, type = 'image/jpeg', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('photo manager rules', () => {
  it('refuses at once a file that only claims to be a photo (a text file renamed .jpg)', async () => {
    const text = new File(['shopping list: milk, rice'], 'cover.jpg', { type: 'image/jpeg' });
    const photo = file('real.jpg');
    const decode = vi.fn((picked: File) => Promise.resolve(picked !== text));
    const result = await addPhotoFiles([], [text, photo], decode);
    expect(decode).toHaveBeenCalledTimes(2);
    expect(result.photos).toHaveLength(1);
    expect(result.problems).toEqual([
      'cover.jpg: not a picture that can be opened (damaged, or not a photo)',
    ]);
  });

  it('decodes a picked file in the browser: what fails to decode is not a picture', async () => {
    const close = vi.fn();
    const jpeg = file('ok.jpg');
    const text = new File(['hello'], 'fake.jpg', { type: 'image/jpeg' });
    // What the browser's decoder does: a bitmap for a picture, a rejection for anything else.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn((blob: Blob) =>
        blob === text
          ? Promise.reject(new DOMException('The source image could not be decoded.'))
          : Promise.resolve({ close }),
      ),
    );
    expect(await canDecodeImage(jpeg)).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    expect(await canDecodeImage(text)).toBe(false);
  });

  it('keeps JPEG/PNG/WebP/AVIF up to 8 MB and 10 photos, saying why others were left out', async () => {
    const existing: PhotoItem[] = Array.from({ length: 8 }, (_, index) => ({
      kind: 'existing',
      id: `id-${index}`,
      url: '',
      thumbUrl: '',
    }));
    const result = await addPhotoFiles(existing, [
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
