import { useNavigate, useParams } from 'react-router';
import { paths, type Account, type PropertyDetail } from '@nestly/shared';
import { PageHeader, PageSpinner, QueryState } from '../../components/ui';
import { useFeatures } from '../../features/catalog/api/list-features';
import { useOwnerProperty } from '../../features/properties/api/get-owner-property';
import { PropertyForm } from '../../features/properties/components/property-form';
import { PropertyNotFound } from '../../features/properties/components/property-not-found';
import { ListingLockedNotice } from '../../features/profile/components/listing-locked-notice';
import { useOwnerApproval } from '../../features/profile/hooks/use-owner-approval';
import { isNotFound } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/** /owner/add-property, /owner/edit-property (the same add screen) and /owner/edit-property/{id}. */
export default function OwnerPropertyFormPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <PropertyFormScreen user={user} />;
}

function PropertyFormScreen({ user }: { user: Account }) {
  const { id } = useParams();
  const approval = useOwnerApproval(user);
  const navigate = useNavigate();
  const featuresQuery = useFeatures('owner');
  const propertyQuery = useOwnerProperty(id);
  const isEdit = id !== undefined;
  usePageTitle(isEdit ? 'Edit property' : 'Add property');

  const header = (
    <PageHeader
      title={isEdit ? 'Edit property' : 'Add a property'}
      description={
        isEdit
          ? propertyQuery.data?.title
          : 'Tell tenants about your home. An admin reviews it before it goes live.'
      }
    />
  );

  // Adding is refused to owners not yet approved: say so before they fill the form, not on submit.
  if (!isEdit) {
    if (approval === undefined) return <PageSpinner label="Loading your account" />;
    if (approval !== 'approved') {
      return (
        <>
          {header}
          <ListingLockedNotice approvalStatus={approval} />
        </>
      );
    }
  }
  const form = (property?: PropertyDetail) => (
    <PropertyForm
      key={property?.id ?? 'new'}
      property={property}
      features={featuresQuery.data ?? []}
      isLoadingFeatures={featuresQuery.isPending}
      cancelTo={isEdit ? paths.owner.property.getHref(id) : paths.owner.properties.getHref()}
      onSaved={(saved) => void navigate(paths.owner.property.getHref(saved.id))}
    />
  );

  return (
    <>
      {header}
      {isEdit ? (
        <QueryState
          query={propertyQuery}
          loadingLabel="Loading the property"
          whenError={(error) =>
            isNotFound(error) ? (
              <PropertyNotFound
                backTo={paths.owner.properties.getHref()}
                backLabel="Your properties"
              />
            ) : null
          }
        >
          {form}
        </QueryState>
      ) : (
        form()
      )}
    </>
  );
}
