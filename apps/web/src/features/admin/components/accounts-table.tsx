import {
  Ban,
  CircleCheck,
  CircleX,
  Eye,
  MoreHorizontal,
  Trash2,
  Unlock,
  UsersRound,
} from 'lucide-react';
import type { AdminAccount } from '@nestly/shared';
import {
  Avatar,
  Button,
  DataTable,
  DropdownMenu,
  EmptyState,
  type Column,
  type DropdownItem,
  actionsColumn,
} from '../../../components/ui';
import { formatDate, formatPhone } from '../../../lib/format';
import type { AccountKind } from '../api/keys';
import type { OnAccountAction } from './account-actions';
import { ApprovalBadge, StatusBadge } from './account-badges';

interface AccountsTableProps {
  kind: AccountKind;
  accounts: AdminAccount[];
  isFetching: boolean;
  onAction: OnAccountAction;
}

const ownerMenuItems = (account: AdminAccount, onAction: OnAccountAction): DropdownItem[] => [
  ...(account.approvalStatus !== 'approved'
    ? [{ label: 'Approve', icon: <CircleCheck />, onSelect: () => onAction('approve', account) }]
    : []),
  ...(account.approvalStatus !== 'rejected'
    ? [{ label: 'Reject', icon: <CircleX />, onSelect: () => onAction('reject', account) }]
    : []),
  account.status === 'active'
    ? { label: 'Block', icon: <Ban />, onSelect: () => onAction('block', account) }
    : { label: 'Unblock', icon: <Unlock />, onSelect: () => onAction('unblock', account) },
  {
    label: 'Delete',
    icon: <Trash2 />,
    tone: 'danger',
    onSelect: () => onAction('delete', account),
  },
];

export function AccountsTable({ kind, accounts, isFetching, onAction }: AccountsTableProps) {
  const columns: Column<AdminAccount>[] = [
    {
      key: 'name',
      header: 'Name',
      hideLabelOnPhone: true,
      cell: (account) => (
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={account.name} src={account.avatarUrl} size="sm" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{account.name}</p>
            <p className="truncate text-xs text-slate-600">{account.email}</p>
          </div>
        </div>
      ),
    },
    { key: 'phone', header: 'Phone', cell: (account) => formatPhone(account.phone) || '—' },
    ...(kind === 'owners'
      ? [
          {
            key: 'approval',
            header: 'Approval',
            cell: (account: AdminAccount) => <ApprovalBadge status={account.approvalStatus} />,
          },
          {
            key: 'documents',
            header: 'Documents',
            cell: (account: AdminAccount) => account.documentCount,
          },
        ]
      : [
          {
            key: 'verified',
            header: 'Verified',
            cell: (account: AdminAccount) => (account.isVerified ? 'Yes' : 'No'),
          },
        ]),
    { key: 'status', header: 'Status', cell: (account) => <StatusBadge status={account.status} /> },
    { key: 'joined', header: 'Joined', cell: (account) => formatDate(account.createdAt) },
    actionsColumn((account) =>
      kind === 'owners' ? (
        <div className="flex items-center justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('view', account)}
            icon={<Eye className="size-4" aria-hidden />}
          >
            View
          </Button>
          <DropdownMenu
            triggerLabel={`Actions for ${account.name}`}
            triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
            trigger={<MoreHorizontal className="size-4" aria-hidden />}
            items={ownerMenuItems(account, onAction)}
          />
        </div>
      ) : (
        <div className="flex items-center justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction(account.status === 'active' ? 'block' : 'unblock', account)}
          >
            {account.status === 'active' ? 'Block' : 'Unblock'}
          </Button>
          <Button variant="danger-ghost" size="sm" onClick={() => onAction('delete', account)}>
            Delete
          </Button>
        </div>
      ),
    ),
  ];

  return (
    <DataTable
      caption={kind === 'owners' ? 'Owners' : 'Users'}
      columns={columns}
      rows={accounts}
      getRowId={(account) => account.id}
      isFetching={isFetching}
      empty={
        <EmptyState
          icon={<UsersRound />}
          title={`No ${kind} found`}
          description="Try another search or clear the filters."
        />
      }
    />
  );
}
