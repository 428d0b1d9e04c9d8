import { Building2, Pencil, Plus, Smartphone } from 'lucide-react';
import { describePayoutDestination, type PayoutAccount } from '@nestly/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  QueryState,
  Skeleton,
  Switch,
} from '../../../components/ui';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePayoutAccount } from '../api/get-payout-account';
import { useSetAutoPayout } from '../api/set-auto-payout';
import type { PayoutRole } from '../api/keys';

/** Payouts to an account that replaced another wait until then; null once they need not. */
export const activeHold = (account: PayoutAccount, now = new Date()): Date | null => {
  if (!account.payoutsHeldUntil) return null;
  const heldUntil = new Date(account.payoutsHeldUntil);
  return heldUntil > now ? heldUntil : null;
};

/**
 * An owner's weekly payouts (PRODUCT.md, Money out): every Monday the available balance, when it
 * is ₹100 or more, goes to this account. Turned on mid-week, the first is next Monday's.
 */
function WeeklyPayouts({ account }: { account: PayoutAccount }) {
  const setAutoPayout = useSetAutoPayout({
    onSuccess: (saved) =>
      toast.success(
        saved.autoPayout
          ? 'Weekly payouts on: your available balance leaves every Monday'
          : 'Weekly payouts off: withdraw whenever you like',
      ),
  });
  const checked = setAutoPayout.isPending
    ? (setAutoPayout.variables?.autoPayout ?? account.autoPayout)
    : account.autoPayout;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0 space-y-1">
        <p id="weekly-payouts-title" className="font-medium text-slate-900">
          Weekly payouts
        </p>
        <p id="weekly-payouts-description" className="text-sm text-slate-600">
          Every Monday morning we send your available balance here, when it is ₹100 or more.
        </p>
      </div>
      <Switch
        label="Weekly payouts"
        aria-describedby="weekly-payouts-description"
        checked={checked}
        disabled={setAutoPayout.isPending}
        onCheckedChange={(autoPayout) => setAutoPayout.mutate({ autoPayout })}
      />
    </div>
  );
}

function AccountDetails({
  account,
  role,
  onManage,
}: {
  account: PayoutAccount;
  role: PayoutRole;
  onManage: () => void;
}) {
  const Icon = account.method === 'upi' ? Smartphone : Building2;
  const heldUntil = activeHold(account);
  return (
    <CardBody className="space-y-4">
      <div className="flex flex-wrap items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-semibold break-words text-slate-900">
            {describePayoutDestination(account)}
          </p>
          <p className="text-sm text-slate-600">{account.accountHolder}</p>
          {account.status === 'verified' ? (
            <Badge tone="success">
              Verified{account.verifiedAt && ` ${formatDateTime(account.verifiedAt)}`}
            </Badge>
          ) : (
            <Badge tone="danger">Could not be verified</Badge>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onManage}
          icon={<Pencil className="size-4" aria-hidden />}
        >
          {account.status === 'verified' ? 'Change' : 'Fix payout account'}
        </Button>
      </div>
      {account.status !== 'verified' && (
        <Alert tone="danger">
          Your bank could not verify this account, so nothing can be paid to it. Check the{' '}
          {account.method === 'upi' ? 'UPI id' : 'account number, the IFSC'} and the name, or add
          another.
        </Alert>
      )}
      {role === 'owner' && account.status === 'verified' && <WeeklyPayouts account={account} />}
      {heldUntil && (
        <Alert tone="warning" title="Payouts wait 24 hours after a change">
          For your safety, withdrawals to this account leave on{' '}
          {formatDateTime(heldUntil.toISOString())}. You can ask for one now: it shows as processing
          until then.
        </Alert>
      )}
    </CardBody>
  );
}

interface PayoutAccountCardProps {
  role: PayoutRole;
  /** Opens the payout account form. */
  onManage: () => void;
}

/** Where withdrawals go: none yet (add one), or the masked account with its bank check. */
export function PayoutAccountCard({ role, onManage }: PayoutAccountCardProps) {
  const accountQuery = usePayoutAccount(role);
  return (
    <Card>
      <section aria-labelledby="payout-account-title">
        <CardHeader
          title={<span id="payout-account-title">Payout account</span>}
          description="The bank account or UPI id your withdrawals go to."
        />
        <QueryState
          query={accountQuery}
          loadingLabel="Loading your payout account"
          loading={
            <CardBody role="status" aria-label="Loading your payout account">
              <Skeleton className="h-16" />
            </CardBody>
          }
          errorTitle="Could not load your payout account"
          empty={
            <EmptyState
              icon={<Building2 />}
              title="No payout account yet"
              description="Add a bank account or UPI id to withdraw your money. We check it with your bank first."
              action={
                <Button onClick={onManage} icon={<Plus className="size-4" aria-hidden />}>
                  Add payout account
                </Button>
              }
            />
          }
          isEmpty={(account) => account === null}
        >
          {(account) =>
            account && <AccountDetails account={account} role={role} onManage={onManage} />
          }
        </QueryState>
      </section>
    </Card>
  );
}
