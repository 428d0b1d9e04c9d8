import { useState } from 'react';
import { ConciergeBell } from 'lucide-react';
import type { Service } from '@nestly/shared';
import { Badge, RowActionButton, Switch, actionsColumn, type Column } from '../../../components/ui';
import { formatInr, pluralize } from '../../../lib/format';
import { useAdminServices } from '../api/list-services';
import { useUpdateServiceStatus } from '../api/update-service-status';
import { CatalogTableCard, type CatalogListCopy } from './catalog-table-card';
import { ServiceDialog } from './service-dialog';
import { toastServerMessage } from '../../../lib/mutation-config';

type Editing = { service: Service | null } | null;

const describeServices = (services: Service[]) => {
  const activeCount = services.filter((service) => service.status === 'active').length;
  return `${pluralize(services.length, 'service')}, ${activeCount} active`;
};

const SERVICES_COPY: CatalogListCopy = {
  title: 'All services',
  addLabel: 'Add service',
  noun: 'services',
  empty: {
    icon: <ConciergeBell />,
    title: 'No services yet',
    description: 'Add paid extras like cleaning or internet that tenants can book.',
  },
};

/** The admin's paid add-ons: add, edit, and switch on or off for tenants. */
export function ServicesScreen() {
  const servicesQuery = useAdminServices();
  const statusMutation = useUpdateServiceStatus({
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<Service>[] = [
    {
      key: 'name',
      header: 'Service',
      hideLabelOnPhone: true,
      cell: (service) => (
        <div className="min-w-0 md:max-w-md">
          <p className="font-semibold break-words text-slate-900">{service.name}</p>
          <p className="text-xs break-words text-slate-600">{service.description}</p>
        </div>
      ),
    },
    {
      key: 'price',
      header: 'Per month',
      cell: (service) => (
        <span className="font-semibold text-slate-900">{formatInr(service.monthlyPrice)}</span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (service) => {
        const isActive = service.status === 'active';
        const isSwitching = statusMutation.isPending && statusMutation.variables?.id === service.id;
        return (
          <div className="flex items-center gap-3">
            <Switch
              checked={isActive}
              label={`${service.name} active`}
              disabled={isSwitching}
              onCheckedChange={(checked) =>
                statusMutation.mutate({ id: service.id, status: checked ? 'active' : 'inactive' })
              }
            />
            <Badge tone={isActive ? 'success' : 'neutral'}>
              {isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
        );
      },
    },
    actionsColumn((service) => (
      <div className="flex justify-end">
        <RowActionButton
          action="edit"
          itemName={service.name}
          onClick={() => setEditing({ service })}
        />
      </div>
    )),
  ];

  return (
    <>
      <CatalogTableCard
        query={servicesQuery}
        copy={SERVICES_COPY}
        describe={describeServices}
        onAdd={() => setEditing({ service: null })}
        columns={columns}
      />

      <ServiceDialog
        open={editing !== null}
        service={editing?.service ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
