import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BellOff, CheckCheck, RefreshCw } from 'lucide-react';
import type { ListNotificationsResponse, Notification } from '@nestly/shared';
import {
  Alert,
  Button,
  EmptyState,
  FilterTabs,
  PageHeader,
  Pagination,
  Skeleton,
} from '../../../components/ui';
import { notifyError } from '../../../lib/notify-error';
import { useChangeNotifications } from '../api/change-notifications';
import type { NotificationArea } from '../api/keys';
import { useNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';
import { toast } from '../../../lib/toast';

const PAGE_SIZE = 10;
/** What a failed fetch shows: spec section 8, "Notification fetch failure: logged; list treated as empty". */
const NO_NOTIFICATIONS: ListNotificationsResponse = {
  data: [],
  unreadCount: 0,
  pagination: { page: 1, limit: PAGE_SIZE, total: 0, totalPages: 0 },
};
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

function FeedSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden>
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-10 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-20" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/user/notifications` and `/owner/notifications`: the feed, newest first, with a filter kept in
 * the URL, paging, mark one (by opening it) or all read, and delete with undo.
 */
export function NotificationsScreen({ area }: { area: NotificationArea }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: Filter = searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const feed = useNotifications(area, { page, limit: PAGE_SIZE, filter });
  const change = useChangeNotifications(area);
  useEffect(() => {
    if (feed.error) console.warn('Could not load the notifications', feed.error);
  }, [feed.error]);

  const setParams = (next: { filter?: Filter; page?: number }) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'all') params.set('filter', nextFilter);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  };

  const onOpen = (notification: Notification) => {
    if (!notification.read) change.mutate({ kind: 'read', id: notification.id });
    if (notification.link) void navigate(notification.link);
  };

  const onDelete = (notification: Notification) =>
    change.mutate(
      { kind: 'delete', id: notification.id },
      {
        onSuccess: () =>
          toast.success(
            ({ closeToast }) => (
              <span className="flex items-center justify-between gap-3">
                Notification deleted.
                <button
                  type="button"
                  className="rounded-md bg-white/20 px-2 py-1 text-sm font-semibold hover:bg-white/30"
                  onClick={() => {
                    change.mutate({ kind: 'restore', id: notification.id });
                    closeToast();
                  }}
                >
                  Undo
                </button>
              </span>
            ),
            { toastId: `deleted-${notification.id}` },
          ),
        onError: notifyError,
      },
    );

  // A failed fetch is an empty list (spec section 8), never an error screen; a notice says so and
  // keeps the retry the spec's silent version lacked.
  const result = feed.isError ? NO_NOTIFICATIONS : feed.data;
  const unreadCount = result?.unreadCount ?? 0;
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Bookings, payments, your listings and messages, as they happen."
        actions={
          <Button
            variant="outline"
            icon={<CheckCheck className="size-4" aria-hidden />}
            disabled={unreadCount === 0 || change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'read-all' },
                { onSuccess: () => toast.success('All caught up'), onError: notifyError },
              )
            }
          >
            Mark all as read
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterTabs
          label="Show"
          tabs={FILTERS}
          value={filter}
          onChange={(value) => setParams({ filter: value })}
        />
        <p className="text-sm text-slate-600" aria-live="polite">
          {unreadCount} unread
        </p>
      </div>
      {feed.isError && (
        <div role="status" className="mb-4">
          <Alert tone="warning" title="We couldn’t load your notifications just now">
            <p>Showing none for now. Check your connection and try again.</p>
            <Button
              variant="outline"
              className="mt-2"
              onClick={() => void feed.refetch()}
              disabled={feed.isFetching}
              icon={<RefreshCw className="size-4" aria-hidden />}
            >
              Try again
            </Button>
          </Alert>
        </div>
      )}
      {!result ? (
        <FeedSkeleton />
      ) : result.data.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={filter === 'unread' ? "You're all caught up" : 'No notifications yet'}
          description={
            filter === 'unread'
              ? 'Nothing unread. New bookings, payments and messages show up here.'
              : 'When something happens with your bookings, payments or listings, you will see it here.'
          }
          action={
            filter === 'unread' ? (
              <Button variant="outline" onClick={() => setParams({ filter: 'all' })}>
                Show all
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="space-y-6">
          <ul className="space-y-3" aria-label="Notifications">
            {result.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={onOpen}
                onDelete={onDelete}
                isDeleting={change.isPending}
              />
            ))}
          </ul>
          <Pagination
            page={result.pagination.page}
            totalPages={result.pagination.totalPages}
            total={result.pagination.total}
            onPageChange={(next) => setParams({ page: next })}
          />
        </div>
      )}
    </>
  );
}
