import sharp from 'sharp';
import { AppError } from './app-error';
import { MAX_IMAGE_PIXELS } from './file-content';

export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const LARGE_WIDTH = 1600;
const THUMB_WIDTH = 480;
const THUMB_HEIGHT = 360;

export interface ProcessedPhoto {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded photo into our own WebP files (a large one and a 4:3 thumbnail): EXIF
 * rotation applied, metadata dropped, so what we serve is always bytes we produced.
 */
export const processPhoto = async (input: Buffer, fileName: string): Promise<ProcessedPhoto> => {
  try {
    const base = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const large = await base
      .clone()
      .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover', position: 'attention' })
      .webp({ quality: 72 })
      .toBuffer();
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch {
    throw new AppError('INVALID_FILE', {
      message: `"${fileName}" could not be read as an image. Use JPEG, PNG, WebP or AVIF photos.`,
      details: [{ field: 'images', message: 'Unreadable image' }],
    });
  }
};
