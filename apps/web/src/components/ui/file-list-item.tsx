import type { ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { formatDate, formatFileSize } from '../../lib/format';
import { Button } from './button';
import type { ViewableFile } from './file-viewer';

export interface ListedFile extends ViewableFile {
  sizeBytes: number;
  uploadedAt: string;
}

interface FileListItemProps {
  file: ListedFile;
  /** What stands before the name: an icon, or a tile holding one. */
  leading: ReactNode;
  className?: string;
  isOpening: boolean;
  onOpen: () => void;
}

/** One stored file in a list: its name, size and date, and a button that opens it. */
export function FileListItem({ file, leading, className, isOpening, onOpen }: FileListItemProps) {
  return (
    <li className={className}>
      {leading}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800">{file.fileName}</p>
        <p className="text-xs text-slate-600">
          {formatFileSize(file.sizeBytes)} · {formatDate(file.uploadedAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onOpen}
        isLoading={isOpening}
        icon={<Eye className="size-4" aria-hidden />}
        aria-label={`Open ${file.fileName}`}
      >
        Open
      </Button>
    </li>
  );
}
