import type { Ref, UIEventHandler } from 'react';
import { MessageSquareText } from 'lucide-react';
import type { Message } from '@nestly/shared';
import { Button, EmptyState, Spinner } from '../../../components/ui';
import type { DayGroup } from '../lib/days';
import type { PendingMessage } from '../lib/outbox-store';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';

export type LogEntry =
  | { kind: 'message'; key: string; createdAt: string; message: Message }
  | { kind: 'pending'; key: string; createdAt: string; pending: PendingMessage };

interface MessageLogProps {
  groups: DayGroup<LogEntry>[];
  viewerId: string;
  counterpartName: string;
  /** What to say in an empty thread ("Ask about …"). */
  emptyHint: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  logRef: Ref<HTMLDivElement>;
  contentRef: Ref<HTMLDivElement>;
  onScroll: UIEventHandler<HTMLDivElement>;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/**
 * The messages, oldest at the top, in runs of one day. `role="log"` with polite announcements:
 * a screen reader reads a new message when it arrives, without interrupting. Older messages load
 * on scrolling up, or with the button (keyboard, or a thread too short to scroll).
 */
export function MessageLog({
  groups,
  viewerId,
  counterpartName,
  emptyHint,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  logRef,
  contentRef,
  onScroll,
  onRetry,
  onDiscard,
}: MessageLogProps) {
  return (
    <div
      ref={logRef}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${counterpartName}`}
      aria-busy={isLoadingOlder || undefined}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary-600 sm:px-4"
    >
      <div ref={contentRef}>
        {hasOlder && (
          <div className="mb-4 flex justify-center">
            {isLoadingOlder ? (
              <Spinner size="sm" label="Loading older messages" className="text-primary-600" />
            ) : (
              <Button size="sm" variant="ghost" onClick={onLoadOlder}>
                Load older messages
              </Button>
            )}
          </div>
        )}
        {groups.length === 0 ? (
          <EmptyState
            icon={<MessageSquareText />}
            title="Start the conversation"
            description={emptyHint}
          />
        ) : (
          <ol className="space-y-2">
            {groups.map((group) => [
              <li key={`day-${group.day}`} className="flex justify-center py-2">
                <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-600 shadow-sm ring-1 ring-slate-200">
                  {group.label}
                </span>
              </li>,
              ...group.items.map((entry) =>
                entry.kind === 'message' ? (
                  <MessageBubble
                    key={entry.key}
                    message={entry.message}
                    isOwn={entry.message.senderId === viewerId}
                    senderName={counterpartName}
                  />
                ) : (
                  <PendingBubble
                    key={entry.key}
                    pending={entry.pending}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                  />
                ),
              ),
            ])}
          </ol>
        )}
      </div>
    </div>
  );
}
