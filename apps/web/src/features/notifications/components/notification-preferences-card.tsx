import { BellRing } from 'lucide-react';
import {
  ALWAYS_EMAILED_TYPES,
  NOTIFICATION_CATEGORY_OF,
  type NotificationCategory,
  type NotificationPreference,
} from '@nestly/shared';
import { Card, CardBody, CardHeader, QueryState, Skeleton, Switch } from '../../../components/ui';
import { notifyError } from '../../../lib/notify-error';
import type { NotificationArea } from '../api/keys';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';
import { toast } from '../../../lib/toast';

const CATEGORY_TEXT: Record<NotificationCategory, { title: string; description: string }> = {
  bookings_payments: {
    title: 'Bookings and payments',
    description: 'Stays that end, reviews of your homes.',
  },
  listings_account: {
    title: 'Listings and account',
    description: 'Listings approved, rejected, hidden or shown again.',
  },
  messages: {
    title: 'Messages',
    description: 'A message still unread 15 minutes after it arrived.',
  },
  plan_reminders: {
    title: 'Plan reminders',
    description: 'Your plan ends in 3 days.',
  },
};

/** Categories with e-mails that go out whatever is chosen here (receipts, refunds, approvals). */
const hasMandatoryMail = (category: NotificationCategory) =>
  ALWAYS_EMAILED_TYPES.some((type) => NOTIFICATION_CATEGORY_OF[type] === category);

/**
 * E-mail on or off per category (issue 9). In-app notices are always on; payment and account
 * e-mails cannot be switched off, and the card says so.
 */
export function NotificationPreferencesCard({ area }: { area: NotificationArea }) {
  const preferences = useNotificationPreferences(area);
  const save = useSaveNotificationPreferences(area);

  const onToggle = (preference: NotificationPreference) =>
    save.mutate([preference], {
      onSuccess: () => toast.success('E-mail preferences saved'),
      onError: notifyError,
    });

  return (
    <Card>
      <CardHeader
        title="Notifications"
        description="You always see notices here in Nestly. Choose which ones we also e-mail."
      />
      <CardBody>
        <QueryState
          query={preferences}
          loadingLabel="Loading your e-mail preferences"
          loading={<Skeleton className="h-48 w-full" />}
        >
          {(items) => (
            <ul className="divide-y divide-slate-100">
              {items
                .filter((item) => area === 'owner' || item.category !== 'plan_reminders')
                .map((item) => {
                  const text = CATEGORY_TEXT[item.category];
                  return (
                    <li key={item.category} className="flex items-start justify-between gap-4 py-3">
                      <div className="min-w-0">
                        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                          <BellRing className="size-4 text-primary-600" aria-hidden />
                          {text.title}
                        </p>
                        <p className="mt-0.5 text-sm text-slate-600">{text.description}</p>
                        {hasMandatoryMail(item.category) && (
                          <p className="mt-0.5 text-xs text-slate-500">
                            Receipts, refunds and account decisions are always e-mailed.
                          </p>
                        )}
                      </div>
                      <Switch
                        checked={item.email}
                        disabled={save.isPending}
                        label={`E-mail me about ${text.title.toLowerCase()}`}
                        onCheckedChange={(email) => onToggle({ category: item.category, email })}
                      />
                    </li>
                  );
                })}
            </ul>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}
