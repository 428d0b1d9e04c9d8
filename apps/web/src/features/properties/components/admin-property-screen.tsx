import type { ReactNode } from 'react';
import { Ban, CircleCheck, CircleX, Mail, Phone, Trash2, Unlock } from 'lucide-react';
import { paths, type AdminPropertyDetailResponse } from '@nestly/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  QueryState,
  TextLink,
  Timeline,
  type ButtonVariant,
} from '../../../components/ui';
import { isNotFound } from '../../../lib/api-error';
import { describeAuditAction, formatDate, formatDateTime, formatPhone } from '../../../lib/format';
import { useAdminProperty } from '../api/get-admin-property';
import {
  MODERATION_LABELS,
  moderationActionsFor,
  usePropertyModeration,
  type ModerationAction,
} from './property-moderation';
import { PropertyNotFound } from './property-not-found';
import { PropertyOverview } from './property-overview';
import { PropertyPricingCard } from './property-pricing-card';
import { PropertyStatusBadge, displayStatusOf } from './property-status-badge';
import { PropertyDetailSkeleton } from './user-property-screen';

const buttonLooks: Record<ModerationAction, { variant: ButtonVariant; icon: ReactNode }> = {
  approve: { variant: 'success', icon: <CircleCheck className="size-4" aria-hidden /> },
  reject: { variant: 'danger', icon: <CircleX className="size-4" aria-hidden /> },
  block: { variant: 'outline', icon: <Ban className="size-4" aria-hidden /> },
  unblock: { variant: 'outline', icon: <Unlock className="size-4" aria-hidden /> },
  delete: { variant: 'danger-ghost', icon: <Trash2 className="size-4" aria-hidden /> },
};

function OwnerCard({ owner }: { owner: AdminPropertyDetailResponse['owner'] }) {
  return (
    <Card>
      <CardHeader
        title="Owner"
        actions={
          <TextLink to={paths.admin.owners.getHref({ view: owner.id })} className="text-sm">
            View owner
          </TextLink>
        }
      />
      <CardBody className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words text-slate-900">{owner.name}</p>
          <Badge tone={owner.status === 'active' ? 'success' : 'danger'}>
            {owner.status === 'active' ? 'Active' : 'Blocked'}
          </Badge>
        </div>
        <p className="flex items-center gap-2 break-all text-slate-700">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
          <a href={`mailto:${owner.email}`} className="hover:underline">
            {owner.email}
          </a>
        </p>
        {owner.phone && (
          <p className="flex items-center gap-2 text-slate-700">
            <Phone className="size-4 shrink-0 text-slate-500" aria-hidden />
            {formatPhone(owner.phone)}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

/** One listing for moderation: everything about it, its owner, history and the actions. */
export function AdminPropertyScreen({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const detailQuery = useAdminProperty(id);
  const moderation = usePropertyModeration({ onDeleted });

  return (
    <QueryState
      query={detailQuery}
      loadingLabel="Loading the property"
      loading={<PropertyDetailSkeleton />}
      whenError={(error) =>
        isNotFound(error) ? (
          <PropertyNotFound
            backTo={paths.admin.properties.getHref()}
            backLabel="All properties"
            description="It may have been deleted, or the link is not quite right."
          />
        ) : null
      }
    >
      {({ property, owner, history }) => (
        <>
          <PropertyOverview
            property={property}
            badges={<PropertyStatusBadge status={property.status} isBlocked={property.isBlocked} />}
            notice={
              displayStatusOf(property) === 'rejected' ? (
                <Alert tone="danger" title="Rejected">
                  <p className="break-words">
                    Reason given to the owner: {property.rejectionReason ?? 'none'}
                  </p>
                </Alert>
              ) : displayStatusOf(property) === 'blocked' ? (
                <Alert tone="warning" title="Blocked">
                  Hidden from tenants. Bookings already made still stand.
                </Alert>
              ) : displayStatusOf(property) === 'pending' ? (
                <Alert tone="info" title="Waiting for review">
                  Check the photos, address and price, then approve it or reject it with a reason.
                </Alert>
              ) : null
            }
            actions={moderationActionsFor(property).map((action) => (
              <Button
                key={action}
                variant={buttonLooks[action].variant}
                icon={buttonLooks[action].icon}
                onClick={() => moderation.request(action, property)}
              >
                {MODERATION_LABELS[action]}
              </Button>
            ))}
            aside={
              <>
                <OwnerCard owner={owner} />
                <PropertyPricingCard
                  property={property}
                  extraRows={[{ label: 'Submitted', value: formatDate(property.createdAt) }]}
                />
                <Card>
                  <CardHeader title="History" />
                  <CardBody>
                    <Timeline
                      empty="No moderation actions yet."
                      entries={history.map((entry) => ({
                        id: entry.id,
                        title: describeAuditAction(entry.action),
                        meta: `${formatDateTime(entry.createdAt)}${entry.actorName ? ` · by ${entry.actorName}` : ''}`,
                        note: entry.reason && `“${entry.reason}”`,
                      }))}
                    />
                  </CardBody>
                </Card>
              </>
            }
          />
          {moderation.dialogs}
        </>
      )}
    </QueryState>
  );
}
