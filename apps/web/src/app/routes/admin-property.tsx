import { useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@nestly/shared';
import { TextLink } from '../../components/ui';
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
      <TextLink
        to={paths.admin.properties.getHref()}
        className="inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All properties
      </TextLink>
      <AdminPropertyScreen
        id={id}
        onDeleted={() => void navigate(paths.admin.properties.getHref())}
      />
      {data && <ReviewList role="admin" propertyId={data.property.id} />}
    </div>
  );
}
