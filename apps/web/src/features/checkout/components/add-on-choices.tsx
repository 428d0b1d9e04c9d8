import type { Service } from '@nestly/shared';
import { Alert, Button, Checkbox, QueryState, Skeleton } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr } from '../../../lib/format';
import type { useServices } from '../api/list-services';

interface AddOnChoicesProps {
  query: ReturnType<typeof useServices>;
  services: Service[];
  chosenIds: string[];
  onToggle: (service: Service, isChosen: boolean) => void;
}

/** The optional monthly services a stay can add, each a checkbox. */
export function AddOnChoices({ query, services, chosenIds, onToggle }: AddOnChoicesProps) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading add-on services"
      loading={
        <div role="status" aria-label="Loading add-on services" className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      }
      // A small warning in the form, not a page's error: the stay can be booked without them.
      whenError={(error) => (
        <Alert tone="warning" title="Add-on services could not be loaded">
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
    >
      {() => <ServiceCheckboxes services={services} chosenIds={chosenIds} onToggle={onToggle} />}
    </QueryState>
  );
}

/** The services the home offers (`services`, already filtered), each a checkbox. */
function ServiceCheckboxes({ services, chosenIds, onToggle }: Omit<AddOnChoicesProps, 'query'>) {
  if (services.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Add-on services <span className="font-normal text-slate-600">(optional, per month)</span>
      </legend>
      {services.map((service) => (
        <Checkbox
          key={service.id}
          checked={chosenIds.includes(service.id)}
          onChange={(event) => onToggle(service, event.target.checked)}
          label={
            <span className="flex flex-col">
              <span className="font-medium">
                {service.name} · {formatInr(service.monthlyPrice)} / month
              </span>
              <span className="text-xs text-slate-600">{service.description}</span>
            </span>
          }
        />
      ))}
    </fieldset>
  );
}
