import { useState } from 'react';
import { Building2, Plus } from 'lucide-react';
import { paths, type PropertySummary } from '@nestly/shared';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  RowActionLink,
  PagedListCard,
  actionsColumn,
  type Column,
  RowActionButton,
} from '../../../components/ui';
import { formatDate, formatInr } from '../../../lib/format';
import { useDeleteProperty } from '../api/delete-property';
import { useOwnerProperty } from '../api/get-owner-property';
import { useOwnerProperties } from '../api/list-owner-properties';
import { useListParams } from '../hooks/use-list-params';
import { PROPERTY_TYPE_LABELS } from '../lib/labels';
import { ListSearch } from './list-search';
import { propertyColumn } from './property-column';
import { PropertyStatusBadge } from './property-status-badge';
import { toastServerMessage } from '../../../lib/mutation-config';

const PAGE_SIZE = 10;

/**
 * The reason of a rejected listing. The list's summaries do not carry it, so it is read from the
 * listing itself, only for rejected rows.
 */
function RejectionReason({ id }: { id: string }) {
  const detailQuery = useOwnerProperty(id);
  if (!detailQuery.data?.rejectionReason) return null;
  return (
    <p className="mt-1 max-w-xs text-xs break-words text-red-700">
      <span className="font-semibold">Reason:</span> {detailQuery.data.rejectionReason}
    </p>
  );
}

/** The owner's listings: search, status, rent, and view / edit / delete. */
/** `canAdd` is false while the owner may not list yet: the empty list then offers no add button. */
export function OwnerPropertiesScreen({ canAdd = true }: { canAdd?: boolean } = {}) {
  const { page, search, update } = useListParams();
  const listQuery = useOwnerProperties({
    page,
    limit: PAGE_SIZE,
    ...(search.trim() && { search: search.trim() }),
  });
  const deleteMutation = useDeleteProperty({ mutationConfig: { onSuccess: toastServerMessage } });
  const [deleting, setDeleting] = useState<PropertySummary | null>(null);

  const columns: Column<PropertySummary>[] = [
    propertyColumn((property) => (
      <>
        {PROPERTY_TYPE_LABELS[property.type]} · {property.city}
      </>
    )),
    {
      key: 'rent',
      header: 'Rent',
      cell: (property) => (
        <span className="font-semibold whitespace-nowrap text-slate-900">
          {formatInr(property.rent)}
          <span className="font-normal text-slate-600"> /mo</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (property) => (
        <div className="max-md:text-right">
          <PropertyStatusBadge status={property.status} isBlocked={property.isBlocked} />
          {property.status === 'rejected' && <RejectionReason id={property.id} />}
        </div>
      ),
    },
    { key: 'created', header: 'Added', cell: (property) => formatDate(property.createdAt) },
    actionsColumn((property) => (
      <div className="flex flex-wrap items-center justify-end gap-1.5">
        <RowActionLink
          action="view"
          itemName={property.title}
          to={paths.owner.property.getHref(property.id)}
        />
        <RowActionLink
          action="edit"
          itemName={property.title}
          to={paths.owner.editProperty.getHref(property.id)}
        />
        <RowActionButton
          action="delete"
          itemName={property.title}
          onClick={() => setDeleting(property)}
        />
      </div>
    )),
  ];

  return (
    <>
      <PagedListCard
        query={listQuery}
        toolbar={
          <ListSearch
            value={search}
            onSearch={(value) => update({ search: value })}
            placeholder="Search your listings by title or city"
          />
        }
        page={page}
        onPageChange={(next) => update({ page: next })}
        loadingLabel="Loading your properties"
      >
        {(list) => (
          <DataTable
            caption="Your properties"
            columns={columns}
            rows={list.data}
            getRowId={(property) => property.id}
            isFetching={listQuery.isPlaceholderData}
            empty={
              search ? (
                <EmptyState
                  icon={<Building2 />}
                  title="No listings match your search"
                  description="Try another word, or clear the search."
                  action={
                    <Button variant="outline" onClick={() => update({ search: '' })}>
                      Clear search
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<Building2 />}
                  title="No properties yet"
                  description="Add your first home: photos, rent and the stay you offer. We review it before tenants see it."
                  link={
                    canAdd
                      ? { to: paths.owner.addProperty.getHref(), label: 'Add property', icon: Plus }
                      : undefined
                  }
                />
              )
            }
          />
        )}
      </PagedListCard>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete property?"
        message={
          deleting &&
          `“${deleting.title}” will be taken down and removed from your listings. Bookings already made are kept in your history. This cannot be undone.`
        }
        confirmLabel="Delete"
        tone="danger"
        isLoading={deleteMutation.isPending}
        onConfirm={() =>
          deleting &&
          deleteMutation.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
