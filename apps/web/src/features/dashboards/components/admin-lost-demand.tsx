import { FEW_SEARCH_RESULTS, describeBudgetBand, type AdminLostDemand } from '@nestly/shared';
import { Card, CardHeader, DataTable } from '../../../components/ui';
import { formatDay } from '../../../lib/format';
import { formatMonthKey } from '../lib/chart-format';

const n = (value: number) => value.toLocaleString('en-IN');

/** Searches that found nothing or few homes, by city and by city, budget and move-in month. */
export function AdminLostDemandCard({ demand }: { demand: AdminLostDemand }) {
  return (
    <Card>
      <CardHeader
        title="Lost demand by city"
        description={`Searches since ${formatDay(demand.window.since)} that found no homes (${n(demand.zeroResults)}) or fewer than ${FEW_SEARCH_RESULTS} (${n(demand.fewResults)}), of ${n(demand.searches)}`}
      />
      {demand.searches === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">No searches in this period yet.</p>
      ) : (
        <div className="space-y-6 px-2 py-4 sm:px-4">
          <DataTable
            caption="Lost searches by city"
            rows={demand.cities}
            getRowId={(row) => row.city}
            columns={[
              { key: 'city', header: 'City', cell: (row) => row.city, hideLabelOnPhone: true },
              { key: 'searches', header: 'Searches', cell: (row) => n(row.searches) },
              { key: 'zero', header: 'Found nothing', cell: (row) => n(row.zeroResults) },
              { key: 'few', header: 'Found few', cell: (row) => n(row.fewResults) },
              { key: 'none', header: 'No homes there', cell: (row) => n(row.reasons.noHomes) },
              {
                key: 'budget',
                header: 'Budget below cheapest',
                cell: (row) => n(row.reasons.rentAboveBudget),
              },
              { key: 'stay', header: 'Stay not offered', cell: (row) => n(row.reasons.stayLength) },
              {
                key: 'other',
                header: 'Dates or other filters',
                cell: (row) => n(row.reasons.other),
              },
            ]}
          />
          {demand.groups.length > 0 && (
            <DataTable
              caption="Largest groups of lost searches by city, budget and move-in month"
              rows={demand.groups}
              getRowId={(row) => `${row.city}|${row.budgetBand}|${row.moveInMonth ?? ''}`}
              columns={[
                { key: 'city', header: 'City', cell: (row) => row.city, hideLabelOnPhone: true },
                {
                  key: 'budget',
                  header: 'Budget',
                  cell: (row) => describeBudgetBand(row.budgetBand),
                },
                {
                  key: 'month',
                  header: 'Move-in month',
                  cell: (row) => (row.moveInMonth ? formatMonthKey(row.moveInMonth) : 'Any'),
                },
                { key: 'zero', header: 'Found nothing', cell: (row) => n(row.zeroResults) },
                { key: 'few', header: 'Found few', cell: (row) => n(row.fewResults) },
              ]}
            />
          )}
        </div>
      )}
    </Card>
  );
}
