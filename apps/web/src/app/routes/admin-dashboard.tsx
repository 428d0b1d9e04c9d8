import { BriefcaseBusiness, Building2, Hourglass, UsersRound } from 'lucide-react';
import { PageHeader } from '../../components/ui';
import { useAccountCount } from '../../features/admin/api/list-accounts';
import { StatCard } from '../../features/admin/components/stat-card';
import { useAdminPropertyCount } from '../../features/properties/api/list-admin-properties';
import { usePageTitle } from '../../lib/use-page-title';

/** Counts come from the list endpoints' pagination.total with limit=1. */
export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const users = useAccountCount('users');
  const owners = useAccountCount('owners');
  const pending = useAccountCount('owners', { approvalStatus: 'pending' });
  const pendingListings = useAdminPropertyCount({ status: 'pending' });
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="An overview of the people and listings on Nestly."
      />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Users"
          value={users.data}
          isError={users.isError}
          icon={<UsersRound />}
          to="/admin/users"
          linkLabel="Manage users"
        />
        <StatCard
          label="Owners"
          value={owners.data}
          isError={owners.isError}
          icon={<BriefcaseBusiness />}
          to="/admin/owners"
          linkLabel="Manage owners"
        />
        <StatCard
          label="Owners pending approval"
          value={pending.data}
          isError={pending.isError}
          icon={<Hourglass />}
          to="/admin/owners?approvalStatus=pending"
          linkLabel="Review owners"
        />
        <StatCard
          label="Listings pending review"
          value={pendingListings.data}
          isError={pendingListings.isError}
          icon={<Building2 />}
          to="/admin/properties?status=pending"
          linkLabel="Review listings"
        />
      </div>
    </>
  );
}
