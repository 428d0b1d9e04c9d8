import { useState } from 'react';
import { Search } from 'lucide-react';
import { FormField, Input, Select } from '../../../components/ui';
import type { AccountKind } from '../api/keys';
import { useAccountListParams } from '../hooks/use-account-list-params';
import { useDebouncedEffect } from '../../../lib/use-debounced-effect';

const SEARCH_DEBOUNCE_MS = 300;

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
  const [searchText, setSearchText] = useState(search);

  useDebouncedEffect(searchText, SEARCH_DEBOUNCE_MS, (value) => {
    if (value.trim() !== search.trim()) update({ search: value.trim() });
  });

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] lg:grid-cols-[1fr_12rem_12rem]">
      <FormField label={<span className="sr-only">Search</span>}>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name, email or phone"
            className="pl-10"
          />
        </div>
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
