import { useState } from 'react';
import { ConciergeBell, Pencil, Plus } from 'lucide-react';
import type { Service } from '@nestly/shared';
import {
  Badge,
  Button,
  Card,
  CardHeader,
  DataTable,
  EmptyState,
  ErrorState,
  Spinner,
  Switch,
  type Column,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr, pluralize } from '../../../lib/format';
import { useAdminServices } from '../api/list-services';
import { useUpdateServiceStatus } from '../api/update-service-status';
import { ServiceDialog } from './service-dialog';

type Editing = { service: Service | null } | null;

/** The admin's paid add-ons: add, edit, and switch on or off for tenants. */
export function ServicesScreen() {
  const servicesQuery = useAdminServices();
  const statusMutation = useUpdateServiceStatus();
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
    {
      key: 'actions',
      header: 'Actions',
      hideLabelOnPhone: true,
      className: 'md:text-right max-md:justify-end max-md:pt-2',
      cell: (service) => (
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing({ service })}
            icon={<Pencil className="size-4" aria-hidden />}
            aria-label={`Edit ${service.name}`}
          >
            Edit
          </Button>
        </div>
      ),
    },
  ];

  const services = servicesQuery.data ?? [];
  const activeCount = services.filter((service) => service.status === 'active').length;

  return (
    <>
      <Card>
        <CardHeader
          title="All services"
          description={
            servicesQuery.data
              ? `${pluralize(services.length, 'service')}, ${activeCount} active`
              : undefined
          }
          actions={
            <Button
              onClick={() => setEditing({ service: null })}
              icon={<Plus className="size-4" aria-hidden />}
            >
              Add service
            </Button>
          }
        />
        {servicesQuery.isPending ? (
          <div className="flex justify-center py-16 text-primary-600">
            <Spinner label="Loading services" />
          </div>
        ) : servicesQuery.isError ? (
          <ErrorState
            message={errorMessage(servicesQuery.error)}
            onRetry={() => void servicesQuery.refetch()}
          />
        ) : (
          <DataTable
            caption="Services"
            columns={columns}
            rows={services}
            getRowId={(service) => service.id}
            empty={
              <EmptyState
                icon={<ConciergeBell />}
                title="No services yet"
                description="Add paid extras like cleaning or internet that tenants can book."
                action={<Button onClick={() => setEditing({ service: null })}>Add service</Button>}
              />
            }
          />
        )}
      </Card>

      <ServiceDialog
        open={editing !== null}
        service={editing?.service ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
