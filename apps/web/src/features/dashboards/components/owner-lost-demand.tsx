import { FEW_SEARCH_RESULTS, type OwnerLostDemand } from '@nestly/shared';
import { Card, CardHeader, DataTable } from '../../../components/ui';
import { formatDay } from '../../../lib/format';

const n = (value: number) => value.toLocaleString('en-IN');

/**
 * Lost demand in the owner's cities: searches that found nothing or fewer than five homes, the
 * ones none of the owner's homes could serve, and why (decision 015).
 */
export function OwnerLostDemandCard({ demand }: { demand: OwnerLostDemand }) {
  const lost = demand.zeroResults + demand.fewResults;
  return (
    <Card>
      <CardHeader
        title="Searches you could win"
        description={`Tenants' searches in your cities since ${formatDay(demand.window.since)} that found no homes or fewer than ${FEW_SEARCH_RESULTS}`}
      />
      {demand.searches === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          No searches in your cities yet. Once tenants search there, you will see what they looked
          for and missed.
        </p>
      ) : (
        <div className="space-y-5 px-5 py-5 sm:px-6">
          <p className="text-sm text-slate-700">
            <strong className="text-slate-900">{n(lost)}</strong> of {n(demand.searches)} searches
            found little; <strong className="text-slate-900">{n(demand.missed)}</strong> of them
            none of your homes could serve: {n(demand.reasons.rentAboveBudget)} because your rent
            was above their budget, {n(demand.reasons.stayLength)} because of the stay length,{' '}
            {n(demand.reasons.datesTaken)} because your dates were taken.
          </p>
          <DataTable
            caption="Lost searches by listing"
            rows={demand.listings}
            getRowId={(row) => row.propertyId}
            columns={[
              { key: 'title', header: 'Listing', cell: (row) => row.title, hideLabelOnPhone: true },
              { key: 'city', header: 'City', cell: (row) => row.city },
              { key: 'lost', header: 'Lost searches', cell: (row) => n(row.lostSearches) },
              { key: 'matched', header: 'It matched', cell: (row) => n(row.matched) },
              {
                key: 'rent',
                header: 'Rent above budget',
                cell: (row) => n(row.reasons.rentAboveBudget),
              },
              { key: 'stay', header: 'Stay length', cell: (row) => n(row.reasons.stayLength) },
              { key: 'dates', header: 'Dates taken', cell: (row) => n(row.reasons.datesTaken) },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
