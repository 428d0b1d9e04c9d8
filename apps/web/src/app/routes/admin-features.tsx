import { PageHeader } from '../../components/ui';
import { FeaturesScreen } from '../../features/catalog/components/features-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminFeaturesPage() {
  usePageTitle('Features');
  return (
    <>
      <PageHeader
        title="Features"
        description="Amenities owners tick on their listings and tenants filter by."
      />
      <FeaturesScreen />
    </>
  );
}
