import { useState } from 'react';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { buttonClasses } from './button';
import { Dialog } from './dialog';

export interface ViewableFile {
  id: string;
  fileName: string;
  mimeType: string;
}

interface OpenFile extends ViewableFile {
  url: string;
}

/**
 * Files behind the bearer token cannot be plain links: fetch them as a Blob, then show the
 * object URL in a dialog (images inline) with open-in-a-new-tab and download links.
 */
export function useFileViewer(
  fetchFile: (id: string) => Promise<Blob>,
  onError: (error: unknown) => void,
) {
  const [openFile, setOpenFile] = useState<OpenFile | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const open = async (file: ViewableFile) => {
    setLoadingId(file.id);
    try {
      const blob = await fetchFile(file.id);
      setOpenFile({ ...file, url: URL.createObjectURL(blob) });
    } catch (error) {
      onError(error);
    } finally {
      setLoadingId(null);
    }
  };

  const close = () => {
    if (openFile) URL.revokeObjectURL(openFile.url);
    setOpenFile(null);
  };

  return { openFile, loadingId, open, close };
}

export function FileViewerDialog({
  file,
  onClose,
}: {
  file: OpenFile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title={file?.fileName ?? ''}
      size="xl"
      footer={
        file && (
          <>
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              <ExternalLink className="size-4" aria-hidden />
              Open in new tab
            </a>
            <a href={file.url} download={file.fileName} className={buttonClasses()}>
              <Download className="size-4" aria-hidden />
              Download
            </a>
          </>
        )
      }
    >
      {file &&
        (file.mimeType.startsWith('image/') ? (
          <img
            src={file.url}
            alt={file.fileName}
            className="mx-auto max-h-[70vh] rounded-xl object-contain"
          />
        ) : (
          // PDFs open in the browser's own viewer: the server's Content-Security-Policy allows
          // blob: images but not blob: frames, so they are not embedded here.
          <div className="flex flex-col items-center rounded-2xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
              <FileText className="size-7" aria-hidden />
            </span>
            <p className="mt-4 font-semibold break-all text-slate-900">{file.fileName}</p>
            <p className="mt-1 text-sm text-slate-600">
              Open it in a new tab to read it, or download a copy.
            </p>
          </div>
        ))}
    </Dialog>
  );
}
