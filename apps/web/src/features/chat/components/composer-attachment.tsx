import { X } from 'lucide-react';
import { ObjectUrlImage } from '../../../components/ui';
import { isImageType } from '../lib/attachments';
import { FileChip } from './message-attachment';

/** The file chosen for the next message, with a way to take it off. */
export function ComposerAttachment({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200">
      {isImageType(file.type) ? (
        <span className="flex min-w-0 flex-1 items-center gap-2.5">
          <ObjectUrlImage file={file} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
          <span className="truncate text-sm font-medium text-slate-800">{file.name}</span>
        </span>
      ) : (
        <span className="min-w-0 flex-1">
          <FileChip name={file.name} size={file.size} isOwn={false} />
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
