import { PageHeader } from '../../components/ui';
import { AdminPropertiesScreen } from '../../features/properties/components/admin-properties-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminPropertiesPage() {
  usePageTitle('Properties');
  return (
    <>
      <PageHeader
        title="Properties"
        description="Review new listings, approve or reject them, and block or remove listings."
      />
      <AdminPropertiesScreen />
    </>
  );
}
