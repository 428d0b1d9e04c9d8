import { DebouncedSearchInput, FormField, Select } from '../../../components/ui';
import type { AccountKind } from '../api/keys';
import { useAccountListParams } from '../hooks/use-account-list-params';

const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
];

const approvalOptions = [
  { value: '', label: 'All approvals' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Search (debounced into the URL) and filters for the users and owners tables. */
export function AccountsToolbar({ kind }: { kind: AccountKind }) {
  const { search, status, approvalStatus, update } = useAccountListParams();

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] lg:grid-cols-[1fr_12rem_12rem]">
      <FormField label={<span className="sr-only">Search</span>}>
        <DebouncedSearchInput
          value={search}
          onSearch={(value) => update({ search: value })}
          placeholder="Search by name, email or phone"
        />
      </FormField>
      <FormField label={<span className="sr-only">Status</span>}>
        <Select
          options={statusOptions}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
        />
      </FormField>
      {kind === 'owners' && (
        <FormField label={<span className="sr-only">Approval</span>}>
          <Select
            options={approvalOptions}
            value={approvalStatus ?? ''}
            onChange={(event) => update({ approvalStatus: event.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}
