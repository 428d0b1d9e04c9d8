import { paths, type Conversation } from '@nestly/shared';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Skeleton, QueryState } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { threadQueryOptions } from '../api/get-conversation';
import { useConversations } from '../api/list-conversations';
import { counterpartOf } from '../lib/messages';
import { threadTargetPath } from '../lib/paths';
import type { ChatViewer, ThreadTarget } from '../api/keys';
import { pluralize } from '../../../lib/format';
import { ChatThread } from './chat-thread';
import { ConversationList } from './conversation-list';
import { DraftConversationItem } from './draft-conversation-item';
import { InboxEmpty, NoThreadSelected } from './inbox-empty';

/** Two panes from this width; below it, one at a time (the list, or the open thread). */
const TWO_PANES = '(min-width: 768px)';

function ListSkeleton() {
  return (
    <ul className="space-y-1 p-2" aria-hidden>
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex gap-3 px-3 py-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ChatInboxProps {
  viewer: ChatViewer;
  /** The open thread, from the address; null shows the list alone (or beside a placeholder). */
  selected: ThreadTarget | null;
  className?: string;
}

/**
 * `/user/chat…` and `/owner/chat`: the conversation list and the open thread side by side on a
 * wide screen; on a phone one pane at a time, the thread's back button returning to the list
 * with focus on the conversation just left.
 */
export function ChatInbox({ viewer, selected, className }: ChatInboxProps) {
  const navigate = useNavigate();
  const conversations = useConversations(viewer);
  const isTwoPanes = useMediaQuery(TWO_PANES);
  // A fresh object each time, so coming back to the same conversation focuses it again.
  const [focusRequest, setFocusRequest] = useState<{ otherId: string } | null>(null);

  const onBack = () => {
    if (selected) setFocusRequest({ otherId: selected.otherId });
    void navigate(paths[viewer.area].chat.getHref());
  };

  // The open thread as its pane loaded it (read from the same query, never fetched from here).
  const openThread = useInfiniteQuery({
    ...threadQueryOptions(viewer, selected ?? { otherId: '', propertyId: null }),
    enabled: false,
  });
  const openPage = selected ? openThread.data?.pages[0] : undefined;
  const draftOf = (listed: Conversation[]) =>
    selected &&
    openPage &&
    !listed.some((item) => counterpartOf(item, viewer.area).id === selected.otherId) ? (
      <DraftConversationItem
        counterpart={openPage.counterpart}
        property={openPage.property}
        to={threadTargetPath(selected, viewer.area)}
      />
    ) : null;

  const unread = conversations.data?.unreadCount ?? 0;
  return (
    <div
      className={cn(
        'grid overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/70',
        // One column on a phone, as wide as the screen and no wider: an implicit column would grow
        // to a long last message's width (its one line is cut short only once the row is bounded).
        'grid-cols-1 md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]',
        className,
      )}
    >
      <aside
        aria-labelledby="inbox-heading"
        className={cn(
          'min-h-0 min-w-0 flex-col border-slate-200 md:flex md:border-r',
          selected ? 'hidden' : 'flex',
        )}
      >
        <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3.5">
          <h1 id="inbox-heading" className="text-lg font-bold text-slate-900">
            Messages
          </h1>
          {unread > 0 && (
            <p className="text-xs font-semibold text-primary-700">
              {pluralize(unread, 'unread message')}
            </p>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <QueryState
            query={conversations}
            revealsShell
            loadingLabel="Loading conversations"
            loading={<ListSkeleton />}
          >
            {(result) => {
              const draft = draftOf(result.data);
              return result.data.length === 0 && !draft ? (
                <InboxEmpty area={viewer.area} />
              ) : (
                <ConversationList
                  conversations={result.data}
                  area={viewer.area}
                  viewerId={viewer.id}
                  selectedOtherId={selected?.otherId ?? null}
                  focusRequest={focusRequest}
                  draft={draft}
                />
              );
            }}
          </QueryState>
        </div>
      </aside>
      <section
        aria-label="Conversation"
        className={cn('min-h-0 min-w-0 flex-col md:flex', selected ? 'flex' : 'hidden')}
      >
        {selected ? (
          <ChatThread
            key={`${selected.otherId}:${selected.propertyId ?? ''}`}
            viewer={viewer}
            target={selected}
            onBack={onBack}
            shouldFocusHeading={!isTwoPanes}
          />
        ) : (
          <NoThreadSelected hasConversations={(conversations.data?.data.length ?? 0) > 0} />
        )}
      </section>
    </div>
  );
}
