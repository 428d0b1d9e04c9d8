import type { AxiosProgressEvent } from 'axios';

/** axios onUploadProgress → a 0–100 callback. */
export const toPercent =
  (onProgress?: (percent: number) => void) =>
  (event: AxiosProgressEvent): void => {
    if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
  };
