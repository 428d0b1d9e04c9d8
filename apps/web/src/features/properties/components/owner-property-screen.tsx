import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { paths, type PropertyDetail } from '@nestly/shared';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  QueryState,
  LinkButton,
} from '../../../components/ui';
import { isNotFound } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useDeleteProperty } from '../api/delete-property';
import { useOwnerProperty } from '../api/get-owner-property';
import { PropertyNotFound } from './property-not-found';
import { PropertyOverview } from './property-overview';
import { PropertyPricingCard } from './property-pricing-card';
import { PropertyStatusBadge, displayStatusOf } from './property-status-badge';
import { PropertyDetailSkeleton } from './user-property-screen';
import { toastServerMessage } from '../../../lib/mutation-config';

interface OwnerPropertyScreenProps {
  id: string;
  /** Without Edit and Delete (the public /propertyDetail view). */
  readOnly?: boolean;
  onDeleted?: () => void;
}

/** Where the listing stands in moderation, in words the owner can act on. */
export function ModerationNotice({ property }: { property: PropertyDetail }) {
  const status = displayStatusOf(property);
  if (status === 'rejected') {
    return (
      <Alert tone="danger" title="This listing was rejected">
        <p className="break-words">Reason: {property.rejectionReason ?? 'No reason was given.'}</p>
        <p className="mt-1">Edit the listing to fix it; saving sends it back for review.</p>
      </Alert>
    );
  }
  if (status === 'pending') {
    return (
      <Alert tone="info" title="Waiting for review">
        An admin checks every new or resubmitted listing. Tenants see it once it is approved.
      </Alert>
    );
  }
  if (status === 'blocked') {
    return (
      <Alert tone="warning" title="Blocked by an admin">
        Tenants cannot see this listing for now. Bookings already made still stand.
      </Alert>
    );
  }
  return null;
}

function OwnerAside({ property }: { property: PropertyDetail }) {
  return (
    <>
      <PropertyPricingCard property={property} />
      <Card>
        <CardHeader title="Listing" />
        <CardBody>
          <dl className="space-y-3 text-sm">
            <div className="flex items-center justify-between gap-4">
              <dt className="text-slate-600">Status</dt>
              <dd>
                <PropertyStatusBadge status={property.status} isBlocked={property.isBlocked} />
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Added</dt>
              <dd className="font-medium text-slate-900">{formatDate(property.createdAt)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Last updated</dt>
              <dd className="font-medium text-slate-900">{formatDate(property.updatedAt)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Photos</dt>
              <dd className="font-medium text-slate-900">{property.images.length}</dd>
            </div>
          </dl>
        </CardBody>
      </Card>
    </>
  );
}

/** One of the owner's listings, read-only, with its moderation state and Edit / Delete. */
export function OwnerPropertyScreen({ id, readOnly = false, onDeleted }: OwnerPropertyScreenProps) {
  const propertyQuery = useOwnerProperty(id);
  const deleteMutation = useDeleteProperty({ mutationConfig: { onSuccess: toastServerMessage } });
  const [isDeleting, setIsDeleting] = useState(false);

  return (
    <QueryState
      query={propertyQuery}
      loadingLabel="Loading the property"
      loading={<PropertyDetailSkeleton />}
      whenError={(error) =>
        isNotFound(error) ? (
          <PropertyNotFound
            backTo={paths.owner.properties.getHref()}
            backLabel="Your properties"
            description="It may have been deleted, or it belongs to another owner."
          />
        ) : null
      }
    >
      {(property) => (
        <>
          <PropertyOverview
            property={property}
            badges={<PropertyStatusBadge status={property.status} isBlocked={property.isBlocked} />}
            notice={<ModerationNotice property={property} />}
            actions={
              readOnly ? (
                <LinkButton to={paths.owner.property.getHref(property.id)} variant="outline">
                  Manage listing
                </LinkButton>
              ) : (
                <>
                  <LinkButton
                    to={paths.owner.editProperty.getHref(property.id)}
                    icon={<Pencil className="size-4" aria-hidden />}
                  >
                    Edit
                  </LinkButton>
                  <Button
                    variant="outline"
                    onClick={() => setIsDeleting(true)}
                    icon={<Trash2 className="size-4" aria-hidden />}
                  >
                    Delete
                  </Button>
                </>
              )
            }
            aside={<OwnerAside property={property} />}
          />
          <ConfirmDialog
            open={isDeleting}
            title="Delete property?"
            message={`“${property.title}” will be taken down and removed from your listings. Bookings already made are kept in your history. This cannot be undone.`}
            confirmLabel="Delete"
            tone="danger"
            isLoading={deleteMutation.isPending}
            onConfirm={() =>
              deleteMutation.mutate(property.id, {
                onSuccess: () => {
                  setIsDeleting(false);
                  onDeleted?.();
                },
                onError: () => setIsDeleting(false),
              })
            }
            onClose={() => setIsDeleting(false)}
          />
        </>
      )}
    </QueryState>
  );
}
