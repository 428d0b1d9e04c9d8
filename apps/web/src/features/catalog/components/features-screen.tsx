import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { Feature } from '@nestly/shared';
import {
  ConfirmDialog,
  NamedIcon,
  RowActionButton,
  actionsColumn,
  type Column,
} from '../../../components/ui';
import { formatDate, pluralize } from '../../../lib/format';
import { useDeleteFeature } from '../api/delete-feature';
import { useFeatures } from '../api/list-features';
import { CatalogTableCard, type CatalogListCopy } from './catalog-table-card';
import { FeatureDialog } from './feature-dialog';
import { toastServerMessage } from '../../../lib/mutation-config';

type Editing = { feature: Feature | null } | null;

const FEATURES_COPY: CatalogListCopy = {
  title: 'All features',
  addLabel: 'Add feature',
  noun: 'features',
  empty: {
    icon: <Sparkles />,
    title: 'No features yet',
    description: 'Add amenities like Wi-Fi or parking so owners can tick them.',
  },
};

/** The admin's amenities: add, rename, change the icon, delete (detached from listings). */
export function FeaturesScreen() {
  const featuresQuery = useFeatures('admin');
  const deleteMutation = useDeleteFeature({ mutationConfig: { onSuccess: toastServerMessage } });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Feature | null>(null);

  const columns: Column<Feature>[] = [
    {
      key: 'name',
      header: 'Feature',
      hideLabelOnPhone: true,
      cell: (feature) => (
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <NamedIcon name={feature.icon} className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{feature.name}</p>
            <p className="truncate font-mono text-xs text-slate-600">{feature.icon}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'used',
      header: 'Used by',
      cell: (feature) => pluralize(feature.propertyCount, 'property', 'properties'),
    },
    { key: 'created', header: 'Added', cell: (feature) => formatDate(feature.createdAt) },
    actionsColumn((feature) => (
      <div className="flex items-center justify-end gap-2">
        <RowActionButton
          action="edit"
          itemName={feature.name}
          onClick={() => setEditing({ feature })}
        />
        <RowActionButton
          action="delete"
          itemName={feature.name}
          onClick={() => setDeleting(feature)}
        />
      </div>
    )),
  ];

  return (
    <>
      <CatalogTableCard
        query={featuresQuery}
        copy={FEATURES_COPY}
        describe={(features) => pluralize(features.length, 'feature')}
        onAdd={() => setEditing({ feature: null })}
        columns={columns}
      />

      <FeatureDialog
        open={editing !== null}
        feature={editing?.feature ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete feature?"
        message={
          deleting &&
          (deleting.propertyCount > 0
            ? `${deleting.name} is used by ${pluralize(deleting.propertyCount, 'property', 'properties')}. It will be removed from them and from tenants' filters.`
            : `${deleting.name} is not used by any property. It will be removed from tenants' filters.`)
        }
        confirmLabel="Delete"
        tone="danger"
        isLoading={deleteMutation.isPending}
        onConfirm={() =>
          deleting && deleteMutation.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
