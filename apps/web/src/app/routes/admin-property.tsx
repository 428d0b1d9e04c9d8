import { useNavigate, useParams } from 'react-router';
import { paths } from '@nestly/shared';
import { BackLink } from '../../components/ui';
import { useAdminProperty } from '../../features/properties/api/get-admin-property';
import { AdminPropertyScreen } from '../../features/properties/components/admin-property-screen';
import { ReviewList } from '../../features/reviews/components/review-list';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminPropertyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useAdminProperty(id);
  usePageTitle(data?.property.title ?? 'Property');
  return (
    <div className="space-y-6">
      <BackLink to={paths.admin.properties.getHref()}>All properties</BackLink>
      <AdminPropertyScreen
        id={id}
        onDeleted={() => void navigate(paths.admin.properties.getHref())}
      />
      {data && <ReviewList role="admin" propertyId={data.property.id} />}
    </div>
  );
}
