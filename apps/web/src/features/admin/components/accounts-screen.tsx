import { useState } from 'react';
import type { AdminAccount } from '@nestly/shared';
import { ConfirmDialog, PagedListCard } from '../../../components/ui';
import { useApproveOwner } from '../api/approve-owner';
import { useDeleteAccount } from '../api/delete-account';
import type { AccountKind } from '../api/keys';
import { useAccounts } from '../api/list-accounts';
import { useUpdateAccountStatus } from '../api/update-account-status';
import { useAccountListParams } from '../hooks/use-account-list-params';
import type { OnAccountAction } from './account-actions';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';
import { OwnerDetailDrawer } from './owner-detail-drawer';
import { RejectOwnerDialog } from './reject-owner-dialog';
import { toastServerMessage } from '../../../lib/mutation-config';

type Confirmation = { action: 'approve' | 'block' | 'delete'; account: AdminAccount };

/** What each confirmation says: approving an owner asks first, as approving a listing does. */
const CONFIRMATIONS = {
  approve: {
    title: () => 'Approve owner?',
    message: (name: string) =>
      `${name} can buy a plan and list homes right away. They are notified by e-mail.`,
    label: 'Approve',
    tone: 'success',
  },
  block: {
    title: (noun: string) => `Block ${noun}?`,
    message: (name: string) =>
      `${name} will be signed out and see “You are currently blocked” until you unblock them.`,
    label: 'Block',
    tone: 'danger',
  },
  delete: {
    title: (noun: string) => `Delete ${noun}?`,
    message: (name: string) => `${name} and their access will be removed. This cannot be undone.`,
    label: 'Delete',
    tone: 'danger',
  },
} as const;

/** The admin's users or owners table: search, filters, pagination and moderation. */
export function AccountsScreen({ kind }: { kind: AccountKind }) {
  const { page, query, viewId, update } = useAccountListParams();
  const accountsQuery = useAccounts(kind, query);
  const statusMutation = useUpdateAccountStatus({
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const approveMutation = useApproveOwner({ mutationConfig: { onSuccess: toastServerMessage } });
  const deleteMutation = useDeleteAccount({ mutationConfig: { onSuccess: toastServerMessage } });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [rejecting, setRejecting] = useState<AdminAccount | null>(null);
  const noun = kind === 'owners' ? 'owner' : 'user';
  const shown = CONFIRMATIONS[confirmation?.action ?? 'block'];

  const onAction: OnAccountAction = (action, account) => {
    if (action === 'view') update({ view: account.id });
    else if (action === 'reject') setRejecting(account);
    else if (action === 'unblock')
      statusMutation.mutate({ kind, id: account.id, status: 'active' });
    else setConfirmation({ action, account });
  };

  const onConfirm = () => {
    if (!confirmation) return;
    const { action, account } = confirmation;
    const done = { onSuccess: () => setConfirmation(null) };
    if (action === 'approve') {
      approveMutation.mutate(account.id, done);
    } else if (action === 'block') {
      statusMutation.mutate({ kind, id: account.id, status: 'blocked' }, done);
    } else {
      deleteMutation.mutate(
        { kind, id: account.id },
        {
          onSuccess: () => {
            setConfirmation(null);
            if (viewId === account.id) update({ view: undefined });
          },
        },
      );
    }
  };

  return (
    <>
      <PagedListCard
        query={accountsQuery}
        toolbar={<AccountsToolbar kind={kind} />}
        page={page}
        onPageChange={(next) => update({ page: next })}
        loadingLabel={`Loading ${kind}`}
      >
        {(list) => (
          <AccountsTable
            kind={kind}
            accounts={list.data}
            isFetching={accountsQuery.isPlaceholderData}
            onAction={onAction}
          />
        )}
      </PagedListCard>

      {kind === 'owners' && (
        <OwnerDetailDrawer
          ownerId={viewId}
          onClose={() => update({ view: undefined })}
          onAction={onAction}
        />
      )}
      <RejectOwnerDialog owner={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmDialog
        open={confirmation !== null}
        title={shown.title(noun)}
        message={shown.message(confirmation?.account.name ?? '')}
        confirmLabel={shown.label}
        tone={shown.tone}
        isLoading={
          statusMutation.isPending || deleteMutation.isPending || approveMutation.isPending
        }
        onConfirm={onConfirm}
        onClose={() => setConfirmation(null)}
      />
    </>
  );
}
