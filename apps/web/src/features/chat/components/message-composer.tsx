import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CloudOff, Paperclip, SendHorizontal } from 'lucide-react';
import { MESSAGE_TEXT_MAX_LENGTH } from '@nestly/shared';
import { Tooltip } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../lib/attachments';
import { ComposerAttachment } from './composer-attachment';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;

interface MessageComposerProps {
  recipientName: string;
  onSend: (text: string, attachment: File | null) => void;
  /** Each keystroke (throttled by the caller before it reaches the other side). */
  onTyping: () => void;
  /** The tab cannot reach Nestly: said above the box; what is sent waits and goes by itself. */
  isOffline?: boolean;
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method
 * is composing a character is left to it). Text up to 2,000 characters and/or one photo or PDF
 * up to 5 MB. One textarea is all the form there is, so it is plain state rather than a
 * react-hook-form form; the limits are the shared ones the server applies.
 */
export function MessageComposer({
  recipientName,
  onSend,
  onTyping,
  isOffline = false,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), counter: useId(), error: useId(), offline: useId() };

  const remaining = MESSAGE_TEXT_MAX_LENGTH - text.length;
  const isTooLong = remaining < 0;
  const canSend = !isTooLong && (text.trim().length > 0 || file !== null);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), file);
    setText('');
    setFile(null);
    setFileError(null);
    textRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    onTyping();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again fires a change.
    event.target.value = '';
    if (!picked) return;
    const problem = attachmentProblem(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
    textRef.current?.focus();
  };

  const describedBy = [
    isOffline && ids.offline,
    remaining <= COUNTER_FROM && ids.counter,
    fileError && ids.error,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      className="space-y-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {isOffline && (
        <p
          id={ids.offline}
          role="status"
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CloudOff className="size-4 shrink-0" aria-hidden />
          You are offline. Messages you send now will go when you are back online.
        </p>
      )}
      {file && <ComposerAttachment file={file} onRemove={() => setFile(null)} />}
      {fileError && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {fileError}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          onChange={onPick}
          className="sr-only"
          // Reached through the button beside it; hidden from assistive tech to avoid a twin.
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-attachment-input"
        />
        <Tooltip content="Attach a photo or PDF (up to 5 MB)">
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            aria-label="Attach a photo or PDF"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <Paperclip className="size-5" aria-hidden />
          </button>
        </Tooltip>
        <label htmlFor={ids.text} className="sr-only">
          Message {recipientName}
        </label>
        <textarea
          ref={textRef}
          id={ids.text}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={`Message ${recipientName}`}
          aria-invalid={isTooLong || undefined}
          aria-describedby={describedBy || undefined}
          // Grows with its content up to about six lines, then scrolls.
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-none rounded-xl border bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm [field-sizing:content]',
            'placeholder:text-slate-500 focus:ring-4 focus:outline-none',
            isTooLong
              ? 'border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-primary-500 focus:ring-primary-100',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-600 text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      <div className="flex justify-between gap-3 px-1 text-xs text-slate-600">
        <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line</span>
        {remaining <= COUNTER_FROM && (
          <span
            id={ids.counter}
            aria-live="polite"
            className={cn('ml-auto font-medium', isTooLong ? 'text-red-700' : 'text-amber-700')}
          >
            {isTooLong ? `${-remaining} characters over the limit` : `${remaining} characters left`}
          </span>
        )}
      </div>
    </form>
  );
}
