import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, ImageOff, RotateCw } from 'lucide-react';
import type { MessageAttachment as Attachment } from '@nestly/shared';
import {
  FileViewerDialog,
  ObjectUrlImage,
  QueryState,
  Skeleton,
  Spinner,
  useFileViewer,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/format';
import { notifyError } from '../../../lib/notify-error';
import { attachmentQueryOptions, useAttachmentFile } from '../api/get-attachment';
import { isImageType } from '../lib/attachments';

/** The file chip (a PDF, or a photo still on its way): icon, name, size. */
export function FileChip({
  name,
  size,
  isOwn,
  trailing,
}: {
  name: string;
  size: number;
  isOwn: boolean;
  trailing?: ReactNode;
}) {
  return (
    <span
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-xl px-2.5 py-2 text-left',
        isOwn ? 'bg-white/15' : 'bg-slate-100',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          isOwn ? 'bg-white/20' : 'bg-red-50 text-red-700',
        )}
      >
        <FileText className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{name}</span>
        <span className={cn('block text-xs', isOwn ? 'text-primary-100' : 'text-slate-600')}>
          PDF · {formatFileSize(size)}
        </span>
      </span>
      {trailing}
    </span>
  );
}

/** A private image: fetched with the token, shown from an object URL, opened large on click. */
function ImageAttachment({ attachment }: { attachment: Attachment }) {
  const queryClient = useQueryClient();
  const file = useAttachmentFile(attachment.url);
  const viewer = useFileViewer(
    (url) => queryClient.fetchQuery(attachmentQueryOptions(url)),
    notifyError,
  );

  // A bubble's own small states: a photo-sized skeleton, and a retry that fits in the thread.
  return (
    <QueryState
      query={file}
      loadingLabel={`Loading ${attachment.name}`}
      loading={
        <span role="status" aria-label={`Loading ${attachment.name}`} className="block">
          <Skeleton className="h-36 w-48" />
        </span>
      }
      whenError={() => (
        <button
          type="button"
          onClick={() => void file.refetch()}
          className="flex items-center gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700"
        >
          <ImageOff className="size-4" aria-hidden />
          Could not load the photo
          <RotateCw className="size-4" aria-hidden />
          <span className="sr-only">Try again</span>
        </button>
      )}
    >
      {(photo) => (
        <>
          <button
            type="button"
            onClick={() =>
              void viewer.open({
                id: attachment.url,
                fileName: attachment.name,
                mimeType: attachment.type,
              })
            }
            aria-label={`Open photo ${attachment.name}`}
            className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            <ObjectUrlImage
              file={photo}
              alt={attachment.name}
              className="max-h-60 w-auto max-w-full object-cover sm:max-w-64"
            />
          </button>
          <FileViewerDialog file={viewer.openFile} onClose={viewer.close} />
        </>
      )}
    </QueryState>
  );
}

/** A PDF: a chip that downloads the file (fetched with the token) on click. */
function PdfAttachment({ attachment, isOwn }: { attachment: Attachment; isOwn: boolean }) {
  const queryClient = useQueryClient();
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      const blob = await queryClient.fetchQuery(attachmentQueryOptions(attachment.url));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.name;
      link.click();
      // The browser has taken the file once the click's task ends.
      window.setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={isDownloading}
      aria-label={`Download ${attachment.name} (PDF, ${formatFileSize(attachment.size)})`}
      className="block w-64 max-w-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <FileChip
        name={attachment.name}
        size={attachment.size}
        isOwn={isOwn}
        trailing={
          isDownloading ? (
            <Spinner size="sm" label={null} />
          ) : (
            <Download className="size-4 shrink-0" aria-hidden />
          )
        }
      />
    </button>
  );
}

export function MessageAttachment({
  attachment,
  isOwn,
}: {
  attachment: Attachment;
  isOwn: boolean;
}) {
  return isImageType(attachment.type) ? (
    <ImageAttachment attachment={attachment} />
  ) : (
    <PdfAttachment attachment={attachment} isOwn={isOwn} />
  );
}
