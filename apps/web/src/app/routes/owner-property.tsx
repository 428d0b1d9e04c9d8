import { useNavigate, useParams } from 'react-router';
import { paths } from '@nestly/shared';
import { BackLink } from '../../components/ui';
import { DateBlocksManager } from '../../features/availability/components/date-blocks-manager';
import { useOwnerProperty } from '../../features/properties/api/get-owner-property';
import { OwnerPropertyScreen } from '../../features/properties/components/owner-property-screen';
import { ReviewList } from '../../features/reviews/components/review-list';
import { usePageTitle } from '../../lib/use-page-title';

export default function OwnerPropertyPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useOwnerProperty(id);
  usePageTitle(data?.title ?? 'Property');
  return (
    <div className="space-y-6">
      <BackLink to={paths.owner.properties.getHref()}>Your properties</BackLink>
      <OwnerPropertyScreen
        id={id}
        onDeleted={() => void navigate(paths.owner.properties.getHref())}
      />
      {/* Only once the listing has loaded: a missing or foreign one shows its own "not found". */}
      {data && (
        <>
          <DateBlocksManager propertyId={data.id} />
          <ReviewList role="owner" propertyId={data.id} />
        </>
      )}
    </div>
  );
}
