import { useCallback, type ComponentProps } from 'react';

interface ObjectUrlImageProps extends Omit<ComponentProps<'img'>, 'src' | 'ref'> {
  file: Blob;
}

/**
 * Shows a local file (before upload) without keeping its object URL alive: the URL is made when
 * the image mounts and revoked when it unmounts or the file changes (React 19 ref cleanup).
 */
export function ObjectUrlImage({ file, alt = '', ...props }: ObjectUrlImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} {...props} />;
}
