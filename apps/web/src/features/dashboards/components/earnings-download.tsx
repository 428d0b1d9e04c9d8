import { useState } from 'react';
import { Download } from 'lucide-react';
import type { DashboardRange } from '@nestly/shared';
import { Button } from '../../../components/ui';
import { notifyError } from '../../../lib/notify-error';
import { getOwnerEarnings } from '../api/get-owner-earnings';

/** Offers a built file to the browser as a download. */
const saveFile = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Earnings by booking for the chosen range, as a CSV built from the JSON rows. */
export function EarningsDownload({ range }: { range: DashboardRange }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The CSV writer comes with the press, beside the rows: no dashboard view needs it.
      const [earnings, { buildEarningsCsv }] = await Promise.all([
        getOwnerEarnings(range),
        import('../lib/earnings-csv'),
      ]);
      saveFile(
        `nestly-earnings-${earnings.from}-to-${earnings.to}.csv`,
        buildEarningsCsv(earnings.data),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={() => void download()}
      isLoading={busy}
      icon={<Download className="size-4" aria-hidden />}
    >
      Earnings CSV
    </Button>
  );
}
