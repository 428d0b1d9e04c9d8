import type { Message } from '@nestly/shared';
import { cn } from '../../../lib/cn';
import { formatTime } from '../../../lib/format';
import { MessageAttachment } from './message-attachment';
import { MessageTicks } from './message-ticks';

interface MessageBubbleProps {
  message: Message;
  isOwn: boolean;
  /** Read before the text by screen readers ("Priya: …"). */
  senderName: string;
}

/**
 * A stored message: the viewer's on the right in the brand colour, the other person's on the
 * left. The text is a React text node (never HTML), its line breaks kept by `pre-wrap`.
 */
export function MessageBubble({ message, isOwn, senderName }: MessageBubbleProps) {
  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
      <div
        data-message-id={message.id}
        className={cn(
          'max-w-[85%] space-y-1.5 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          isOwn
            ? 'rounded-br-md bg-primary-600 text-white'
            : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200',
        )}
      >
        <span className="sr-only">{isOwn ? 'You' : senderName}: </span>
        {message.attachment && <MessageAttachment attachment={message.attachment} isOwn={isOwn} />}
        {message.text && (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{message.text}</p>
        )}
        <span
          className={cn(
            'flex items-center justify-end gap-1 text-[11px]',
            isOwn ? 'text-primary-100' : 'text-slate-600',
          )}
        >
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {isOwn && <MessageTicks readAt={message.readAt} />}
        </span>
      </div>
    </li>
  );
}
