import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { paths, type Feature, type PropertyDetail } from '@nestly/shared';
import { Alert, Button, FormField, LinkButton, TextLink } from '../../../components/ui';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useAddProperty } from '../api/add-property';
import { propertySchemas } from '../api/load-schemas';
import { useUpdateProperty } from '../api/update-property';
import {
  emptyPropertyForm,
  formFieldForServerField,
  propertyToForm,
  type PropertyFormInput,
  type PropertyFormValues,
} from '../lib/property-form-schema';
import {
  buildAddPropertyFormData,
  buildUpdatePropertyBody,
  toPropertyFields,
} from '../lib/property-payload';
import { PhotoManager } from './photo-manager';
import {
  BasicsSection,
  DetailsSection,
  FeaturesSection,
  LocationSection,
  PricingSection,
  PropertyFormSection,
} from './property-form-sections';
import { toast } from '../../../lib/toast';

interface PropertyFormProps {
  /** The listing being edited; absent when adding one. */
  property?: PropertyDetail;
  features: Feature[];
  isLoadingFeatures?: boolean;
  onSaved: (property: PropertyDetail) => void;
  cancelTo: string;
}

const propertyFormResolver = lazyZodResolver(exportOf(propertySchemas, 'propertyFormSchema'));

/** Refusals that no field can fix: the owner's approval or plan. */
const ACCOUNT_CODES = ['OWNER_NOT_APPROVED', 'PLAN_REQUIRED', 'PLAN_LIMIT_REACHED'];

/** Add or edit a listing: one form for both (the spec's /owner/edit-property is the add screen). */
export function PropertyForm({
  property,
  features,
  isLoadingFeatures = false,
  onSaved,
  cancelTo,
}: PropertyFormProps) {
  const isEdit = property !== undefined;
  const addMutation = useAddProperty();
  const updateMutation = useUpdateProperty();
  const isSaving = addMutation.isPending || updateMutation.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const [accountError, setAccountError] = useState<ApiError | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PropertyFormInput, unknown, PropertyFormValues>({
    resolver: propertyFormResolver,
    defaultValues: property ? propertyToForm(property) : emptyPropertyForm(),
  });

  /** Server refusals land where they can be fixed: on a field, or above the form. */
  const onServerError = (error: unknown) => {
    if (!isApiError(error)) return;
    if (ACCOUNT_CODES.includes(error.code)) {
      setAccountError(error);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    let focused = false;
    for (const detail of error.details) {
      const field = formFieldForServerField(detail.field);
      if (!field) continue;
      setError(field, { type: 'server', message: detail.message }, { shouldFocus: !focused });
      focused = true;
    }
    if (!focused && (error.code === 'INVALID_FILE' || error.status === 413)) {
      setError('photos', { type: 'server', message: error.message }, { shouldFocus: true });
    }
  };

  const onSubmit = handleSubmit((values) => {
    setAccountError(null);
    setProgress(0);
    const fields = toPropertyFields(values);
    const handlers = {
      onSuccess: (result: { message: string; property: PropertyDetail }) => {
        toast.success(result.message);
        onSaved(result.property);
      },
      onError: onServerError,
      onSettled: () => setProgress(null),
    };
    if (property) {
      const body = buildUpdatePropertyBody(
        fields,
        values.photos,
        property.images.map((image) => image.id),
      );
      updateMutation.mutate({ id: property.id, body, onProgress: setProgress }, handlers);
    } else {
      const files = values.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
      addMutation.mutate(
        { form: buildAddPropertyFormData(fields, files), onProgress: setProgress },
        handlers,
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {accountError && (
        <Alert
          tone="warning"
          title={
            accountError.code === 'OWNER_NOT_APPROVED'
              ? 'Your account is not approved yet'
              : 'Your plan does not allow another listing'
          }
        >
          <p role="alert">{accountError.message}</p>
          {accountError.code !== 'OWNER_NOT_APPROVED' && (
            <TextLink to={paths.owner.subscription.getHref()} className="mt-1 inline-block">
              See subscription plans
            </TextLink>
          )}
        </Alert>
      )}
      {property?.status === 'rejected' && (
        <Alert tone="danger" title="This listing was rejected">
          <p className="break-words">
            Reason: {property.rejectionReason ?? 'No reason was given.'}
          </p>
          <p className="mt-1">
            Fix what the reason asks for. Saving your changes sends the listing back for review.
          </p>
        </Alert>
      )}

      <BasicsSection register={register} errors={errors} />
      <LocationSection register={register} errors={errors} />
      <DetailsSection register={register} errors={errors} />
      <PricingSection register={register} errors={errors} />
      <FeaturesSection
        register={register}
        errors={errors}
        features={features}
        isLoadingFeatures={isLoadingFeatures}
      />

      <PropertyFormSection title="Photos" description="Bright, wide photos get more enquiries.">
        <FormField label={<span className="sr-only">Photos</span>} error={errors.photos?.message}>
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <PhotoManager
                photos={field.value}
                onChange={field.onChange}
                progress={progress}
                disabled={isSaving}
              />
            )}
          />
        </FormField>
      </PropertyFormSection>

      <div className="sticky bottom-0 z-10 -mx-4 -mb-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:-mb-8 sm:px-6">
        {!isEdit && (
          <p className="mr-auto hidden text-sm text-slate-600 sm:block">
            An admin reviews every new listing before tenants see it.
          </p>
        )}
        <LinkButton to={cancelTo} variant="outline">
          Cancel
        </LinkButton>
        <Button type="submit" isLoading={isSaving}>
          {isEdit ? 'Save changes' : 'Submit for review'}
        </Button>
      </div>
    </form>
  );
}
