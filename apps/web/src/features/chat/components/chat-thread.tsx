import { lazy, Suspense, useEffect } from 'react';
import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { Button, EmptyState, QueryState, Skeleton } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useThread } from '../api/get-conversation';
import type { ChatViewer, ThreadTarget } from '../api/keys';

// The thread's own code (the message log, the composer, attachments, the typing indicator) is
// not needed to draw the inbox, /user/chat's first view: it comes beside the thread's messages.
const loadThreadView = () => import('./thread-view');
const ThreadView = lazy(() => loadThreadView().then((module) => ({ default: module.ThreadView })));

function ThreadSkeleton() {
  return (
    <div className="flex h-full flex-col" role="status" aria-label="Loading the conversation">
      <div className="flex items-center gap-3 border-b border-slate-200 p-4">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <div className="flex-1 space-y-3 bg-slate-50 p-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-16 w-3/5" />
      </div>
    </div>
  );
}

interface ChatThreadProps {
  viewer: ChatViewer;
  target: ThreadTarget;
  onBack: () => void;
  shouldFocusHeading: boolean;
}

/** The right-hand pane: a thread's loading, not-found and failed states, then the thread. */
export function ChatThread({ viewer, target, onBack, shouldFocusHeading }: ChatThreadProps) {
  const thread = useThread(viewer, target);
  useEffect(() => {
    void loadThreadView().catch(() => undefined); // a failed fetch is the Suspense's to report
  }, []);

  return (
    <QueryState
      query={thread}
      loadingLabel="Loading the conversation"
      loading={<ThreadSkeleton />}
      // A stranger, a missing person or home, or a mangled address: the same answer (no leaks).
      whenError={(error) =>
        isApiError(error) && [400, 403, 404].includes(error.status) ? (
          <EmptyState
            icon={<MessageSquareOff />}
            title="This conversation is not available"
            description="The person or the home may no longer be on Nestly, or the link is wrong."
            action={
              <Button
                variant="outline"
                icon={<ArrowLeft className="size-4" aria-hidden />}
                onClick={onBack}
              >
                All conversations
              </Button>
            }
          />
        ) : null
      }
    >
      {(data) => (
        <Suspense fallback={<ThreadSkeleton />}>
          <ThreadView
            viewer={viewer}
            target={target}
            data={data}
            hasOlder={thread.hasNextPage}
            isLoadingOlder={thread.isFetchingNextPage}
            loadOlder={() => void thread.fetchNextPage()}
            onBack={onBack}
            shouldFocusHeading={shouldFocusHeading}
          />
        </Suspense>
      )}
    </QueryState>
  );
}
