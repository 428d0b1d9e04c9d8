import { useRef, useState, type DragEvent } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatFileSize } from '../../lib/format';
import { useField } from './form-field';
import { ObjectUrlImage } from './object-url-image';
import { ProgressBar } from './progress-bar';

interface FileDropProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** MIME types, e.g. ['application/pdf', 'image/png']. */
  accept: readonly string[];
  maxFiles: number;
  maxBytes: number;
  /** Names of the accepted types for people, e.g. "PDF, JPEG or PNG". */
  acceptLabel: string;
  /** 0–100 while uploading; null otherwise. */
  progress?: number | null;
  disabled?: boolean;
}

/** Drag-and-drop or pick files, with previews, removal and upload progress. */
export function FileDrop({
  files,
  onFilesChange,
  accept,
  maxFiles,
  maxBytes,
  acceptLabel,
  progress = null,
  disabled = false,
}: FileDropProps) {
  const field = useField();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);

  const addFiles = (incoming: File[]) => {
    const problems: string[] = [];
    const next = [...files];
    for (const file of incoming) {
      if (!accept.includes(file.type)) problems.push(`${file.name}: only ${acceptLabel} files`);
      else if (file.size > maxBytes)
        problems.push(`${file.name}: larger than ${formatFileSize(maxBytes)}`);
      else if (next.length >= maxFiles) problems.push(`${file.name}: at most ${maxFiles} files`);
      else if (!next.some((f) => f.name === file.name && f.size === file.size)) next.push(file);
    }
    setRejections(problems);
    onFilesChange(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          isDragging ? 'border-primary-500 bg-primary-50' : 'border-slate-300 bg-slate-50',
          field?.invalid && 'border-red-400',
        )}
      >
        <Upload className="mb-2 size-6 text-primary-600" aria-hidden />
        <p className="text-sm text-slate-700">
          Drag and drop files here, or{' '}
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            className="font-semibold text-primary-700 underline-offset-2 hover:underline"
          >
            browse
          </button>
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {acceptLabel}, up to {maxFiles} files, {formatFileSize(maxBytes)} each
        </p>
        <input
          ref={inputRef}
          id={field?.id}
          type="file"
          multiple={maxFiles > 1}
          accept={accept.join(',')}
          aria-describedby={field?.describedBy}
          aria-invalid={field?.invalid || undefined}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>

      {rejections.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-700">
          {rejections.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}

      {files.length > 0 && (
        <ul className="space-y-2" aria-label="Selected files">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-xl bg-white p-2.5 ring-1 ring-slate-200"
            >
              {file.type.startsWith('image/') ? (
                <ObjectUrlImage file={file} className="size-11 rounded-lg object-cover" />
              ) : (
                <span className="flex size-11 items-center justify-center rounded-lg bg-red-50 text-red-700">
                  <FileText className="size-5" aria-hidden />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{file.name}</p>
                <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
              </div>
              <button
                type="button"
                onClick={() => onFilesChange(files.filter((f) => f !== file))}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}

      {progress !== null && <ProgressBar value={progress} label="Uploading documents" />}
    </div>
  );
}
