import { PageHeader } from '../../components/ui';
import { useFeatures } from '../../features/catalog/api/list-features';
import { PropertySearchScreen } from '../../features/properties/components/property-search-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function UserPropertiesPage() {
  usePageTitle('Homes for rent');
  const featuresQuery = useFeatures('user');
  return (
    <>
      <PageHeader
        title="Homes for rent"
        description="Filter by city, budget, rooms and amenities. Every home is checked by our team."
      />
      <PropertySearchScreen
        features={featuresQuery.data ?? []}
        isLoadingFeatures={featuresQuery.isPending}
      />
    </>
  );
}
