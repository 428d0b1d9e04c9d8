import type { ReactNode } from 'react';
import { Ban, Building2, CircleCheck, CircleX, MoreHorizontal, Trash2, Unlock } from 'lucide-react';
import type { z } from 'zod';
import { paths, type adminPropertySummarySchema } from '@nestly/shared';
import {
  DataTable,
  DropdownMenu,
  EmptyState,
  FilterTabs,
  PagedListCard,
  RowActionLink,
  type Column,
  type DropdownItem,
  actionsColumn,
} from '../../../components/ui';
import { formatDate, formatInr } from '../../../lib/format';
import { useAdminProperties } from '../api/list-admin-properties';
import { useListParams } from '../hooks/use-list-params';
import { PROPERTY_TYPE_LABELS } from '../lib/labels';
import { ListSearch } from './list-search';
import { propertyColumn } from './property-column';
import {
  MODERATION_LABELS,
  moderationActionsFor,
  usePropertyModeration,
  type ModerationAction,
} from './property-moderation';
import { PropertyStatusBadge } from './property-status-badge';

type AdminPropertySummary = z.infer<typeof adminPropertySummarySchema>;

const STATUSES = ['pending', 'approved', 'rejected', 'blocked'] as const;
type StatusFilter = (typeof STATUSES)[number];

const tabs = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'blocked', label: 'Blocked' },
] as const satisfies readonly { value: StatusFilter | ''; label: string }[];

const PAGE_SIZE = 10;

const icons: Record<ModerationAction, ReactNode> = {
  approve: <CircleCheck />,
  reject: <CircleX />,
  block: <Ban />,
  unblock: <Unlock />,
  delete: <Trash2 />,
};

/** Every listing for moderation: status tabs, search, pagination and row actions. */
export function AdminPropertiesScreen() {
  const { page, search, status, update } = useListParams(STATUSES);
  const listQuery = useAdminProperties({
    page,
    limit: PAGE_SIZE,
    ...(search.trim() && { search: search.trim() }),
    ...(status && { status }),
  });
  const moderation = usePropertyModeration();

  const menuItems = (property: AdminPropertySummary): DropdownItem[] =>
    moderationActionsFor(property).map((action) => ({
      label: MODERATION_LABELS[action],
      icon: icons[action],
      tone: action === 'delete' ? 'danger' : undefined,
      onSelect: () => moderation.request(action, property),
    }));

  const columns: Column<AdminPropertySummary>[] = [
    propertyColumn((property) => (
      <>
        {PROPERTY_TYPE_LABELS[property.type]} · {property.city}, {property.state}
      </>
    )),
    {
      key: 'owner',
      header: 'Owner',
      cell: (property) => (
        <div className="min-w-0 max-md:text-right">
          <p className="truncate font-medium text-slate-900">{property.owner.name}</p>
          <p className="truncate text-xs text-slate-600">{property.owner.email}</p>
        </div>
      ),
    },
    {
      key: 'rent',
      header: 'Rent',
      cell: (property) => <span className="whitespace-nowrap">{formatInr(property.rent)} /mo</span>,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (property) => (
        <PropertyStatusBadge status={property.status} isBlocked={property.isBlocked} />
      ),
    },
    { key: 'created', header: 'Submitted', cell: (property) => formatDate(property.createdAt) },
    actionsColumn((property) => (
      <div className="flex items-center justify-end gap-2">
        <RowActionLink
          action="review"
          itemName={property.title}
          to={paths.admin.property.getHref(property.id)}
        />
        <DropdownMenu
          triggerLabel={`Actions for ${property.title}`}
          triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
          trigger={<MoreHorizontal className="size-4" aria-hidden />}
          items={menuItems(property)}
        />
      </div>
    )),
  ];

  return (
    <>
      <PagedListCard
        query={listQuery}
        toolbar={
          <>
            <FilterTabs
              label="Status"
              tabs={tabs}
              value={status ?? ''}
              onChange={(value) => update({ status: value })}
            />
            <ListSearch
              value={search}
              onSearch={(value) => update({ search: value })}
              placeholder="Search by title or city"
            />
          </>
        }
        page={page}
        onPageChange={(next) => update({ page: next })}
        loadingLabel="Loading properties"
      >
        {(list) => (
          <DataTable
            caption="Properties"
            columns={columns}
            rows={list.data}
            getRowId={(property) => property.id}
            isFetching={listQuery.isPlaceholderData}
            empty={
              <EmptyState
                icon={<Building2 />}
                title={status === 'pending' ? 'Nothing waiting for review' : 'No properties found'}
                description={
                  status === 'pending'
                    ? 'New and resubmitted listings appear here.'
                    : 'Try another search or status.'
                }
              />
            }
          />
        )}
      </PagedListCard>
      {moderation.dialogs}
    </>
  );
}
