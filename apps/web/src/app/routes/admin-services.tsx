import { PageHeader } from '../../components/ui';
import { ServicesScreen } from '../../features/catalog/components/services-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminServicesPage() {
  usePageTitle('Services');
  return (
    <>
      <PageHeader
        title="Services"
        description="Paid add-ons tenants can book with a stay, priced per month."
      />
      <ServicesScreen />
    </>
  );
}
