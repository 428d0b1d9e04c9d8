import { Clock, CloudOff, RotateCw, Trash2 } from 'lucide-react';
import { Button, ObjectUrlImage, ProgressBar } from '../../../components/ui';
import { isImageType } from '../lib/attachments';
import type { PendingMessage } from '../lib/outbox-store';
import { FileChip } from './message-attachment';

interface PendingBubbleProps {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/**
 * A message the server has not stored yet, drawn lighter than a sent one: with the upload's
 * progress while sending; waiting for the connection (it goes by itself once back online, or
 * with "Send now"); and Retry (the same clientId) or Discard when it failed.
 */
export function PendingBubble({ pending, onRetry, onDiscard }: PendingBubbleProps) {
  const isFailed = pending.status === 'failed';
  const file = pending.attachment;
  return (
    <li className="flex justify-end" data-pending={pending.status}>
      <div className="max-w-[85%] space-y-1.5 rounded-2xl rounded-br-md bg-primary-50 px-3.5 py-2 text-slate-900 ring-1 ring-primary-200 sm:max-w-[70%]">
        <span className="sr-only">You: </span>
        {file &&
          (isImageType(file.type) ? (
            <ObjectUrlImage
              file={file}
              alt={file.name}
              className="max-h-60 w-auto max-w-full rounded-xl object-cover opacity-80 sm:max-w-64"
            />
          ) : (
            <FileChip name={file.name} size={file.size} isOwn={false} />
          ))}
        {file && pending.status === 'sending' && pending.progress !== null && (
          <ProgressBar value={pending.progress} label={`Uploading ${file.name}`} />
        )}
        {pending.text && (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{pending.text}</p>
        )}
        {pending.status === 'waiting' && (
          <div className="space-y-1.5">
            <p className="flex items-center justify-end gap-1 text-xs font-medium text-amber-800">
              <CloudOff className="size-3.5" aria-hidden />
              Waiting for the connection: it will be sent when you are back online
            </p>
            <PendingActions
              sendLabel="Send now"
              onSend={() => onRetry(pending.clientId)}
              onDiscard={() => onDiscard(pending.clientId)}
            />
          </div>
        )}
        {pending.status === 'waiting' ? null : isFailed ? (
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-red-700">
              Not sent{pending.error ? `: ${pending.error}` : ''}
            </p>
            <PendingActions
              sendLabel="Retry"
              onSend={() => onRetry(pending.clientId)}
              onDiscard={() => onDiscard(pending.clientId)}
            />
          </div>
        ) : (
          <span className="flex items-center justify-end gap-1 text-[11px] text-slate-600">
            <Clock className="size-3" aria-hidden />
            Sending…
          </span>
        )}
      </div>
    </li>
  );
}

/** A message not sent yet: send it (now, or again) or drop it. */
function PendingActions({
  sendLabel,
  onSend,
  onDiscard,
}: {
  sendLabel: string;
  onSend: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="flex justify-end gap-1.5">
      <Button
        size="sm"
        variant="outline"
        icon={<RotateCw className="size-3.5" aria-hidden />}
        onClick={onSend}
      >
        {sendLabel}
      </Button>
      <Button
        size="sm"
        variant="danger-ghost"
        icon={<Trash2 className="size-3.5" aria-hidden />}
        onClick={onDiscard}
      >
        Discard
      </Button>
    </div>
  );
}
