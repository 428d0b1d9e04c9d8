import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FURNISHINGS, PROPERTY_TYPES, type Feature, type PropertyDetail } from '@nestly/shared';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  Checkbox,
  FormField,
  Input,
  LinkButton,
  NamedIcon,
  Select,
  Textarea,
  TextLink,
} from '../../../components/ui';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { useAddProperty } from '../api/add-property';
import { useUpdateProperty } from '../api/update-property';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS } from '../lib/labels';
import {
  emptyPropertyForm,
  formFieldForServerField,
  propertyFormSchema,
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
import { toast } from '../../../lib/toast';

interface PropertyFormProps {
  /** The listing being edited; absent when adding one. */
  property?: PropertyDetail;
  features: Feature[];
  isLoadingFeatures?: boolean;
  onSaved: (property: PropertyDetail) => void;
  cancelTo: string;
}

/** Refusals that no field can fix: the owner's approval or plan. */
const ACCOUNT_CODES = ['OWNER_NOT_APPROVED', 'PLAN_REQUIRED', 'PLAN_LIMIT_REACHED'];

const typeOptions = PROPERTY_TYPES.map((type) => ({
  value: type,
  label: PROPERTY_TYPE_LABELS[type],
}));
const furnishingOptions = FURNISHINGS.map((value) => ({
  value,
  label: FURNISHING_LABELS[value],
}));

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody>{children}</CardBody>
    </Card>
  );
}

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
    resolver: zodResolver(propertyFormSchema),
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
            <TextLink to="/owner/subscription" className="mt-1 inline-block">
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

      <Section title="Basics" description="What tenants see first.">
        <div className="grid gap-5">
          <FormField label="Title" error={errors.title?.message} hint="5 to 120 characters.">
            <Input
              maxLength={120}
              placeholder="e.g. Sunny 2BHK near Marine Drive"
              {...register('title')}
            />
          </FormField>
          <FormField
            label="Description"
            error={errors.description?.message}
            hint="At least 20 characters: the rooms, the light, the neighbourhood, the rules."
          >
            <Textarea rows={6} maxLength={5000} {...register('description')} />
          </FormField>
          <FormField label="Property type" error={errors.type?.message} className="sm:max-w-xs">
            <Select options={typeOptions} {...register('type')} />
          </FormField>
        </div>
      </Section>

      <Section title="Location" description="The full address is shown on the listing.">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
            <Input autoComplete="street-address" {...register('address')} />
          </FormField>
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            <Input autoComplete="address-level1" {...register('state')} />
          </FormField>
          <FormField label="Pincode" error={errors.pincode?.message}>
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
              {...register('pincode')}
            />
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            <Input autoComplete="country-name" {...register('country')} />
          </FormField>
          <FormField label="Latitude (optional)" error={errors.latitude?.message}>
            <Input type="number" inputMode="decimal" step="any" {...register('latitude')} />
          </FormField>
          <FormField label="Longitude (optional)" error={errors.longitude?.message}>
            <Input type="number" inputMode="decimal" step="any" {...register('longitude')} />
          </FormField>
        </div>
      </Section>

      <Section title="Details">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Bedrooms" error={errors.bedrooms?.message}>
            <Input type="number" inputMode="numeric" min={0} max={20} {...register('bedrooms')} />
          </FormField>
          <FormField label="Bathrooms" error={errors.bathrooms?.message}>
            <Input type="number" inputMode="numeric" min={0} max={20} {...register('bathrooms')} />
          </FormField>
          <FormField label="Area (sq ft)" error={errors.area?.message}>
            <Input type="number" inputMode="numeric" min={50} {...register('area')} />
          </FormField>
          <FormField label="Furnishing" error={errors.furnishing?.message}>
            <Select options={furnishingOptions} {...register('furnishing')} />
          </FormField>
        </div>
      </Section>

      <Section
        title="Pricing & stay"
        description="Amounts in rupees. Tenants book whole months within your range."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Monthly rent (₹)" error={errors.rent?.message} hint="At least ₹500.">
            <Input type="number" inputMode="decimal" min={500} step="any" {...register('rent')} />
          </FormField>
          <FormField
            label="Deposit (₹)"
            error={errors.deposit?.message}
            hint="Returned to the tenant after the stay. 0 for none."
          >
            <Input type="number" inputMode="decimal" min={0} step="any" {...register('deposit')} />
          </FormField>
          <FormField label="Minimum months" error={errors.minMonths?.message}>
            <Input type="number" inputMode="numeric" min={1} max={24} {...register('minMonths')} />
          </FormField>
          <FormField label="Maximum months" error={errors.maxMonths?.message}>
            <Input type="number" inputMode="numeric" min={1} max={24} {...register('maxMonths')} />
          </FormField>
        </div>
      </Section>

      <Section title="Features" description="Tick every amenity the home has.">
        <fieldset aria-describedby={errors.features ? 'features-error' : undefined}>
          <legend className="sr-only">Features</legend>
          {isLoadingFeatures ? (
            <p className="text-sm text-slate-600">Loading features…</p>
          ) : features.length === 0 ? (
            <p className="text-sm text-slate-600">No features are available yet.</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {features.map((feature) => (
                <Checkbox
                  key={feature.id}
                  value={feature.id}
                  label={feature.name}
                  icon={<NamedIcon name={feature.icon} />}
                  {...register('features')}
                />
              ))}
            </div>
          )}
          {errors.features?.message && (
            <p id="features-error" className="mt-2 text-sm text-red-700">
              {errors.features.message}
            </p>
          )}
        </fieldset>
      </Section>

      <Section title="Photos" description="Bright, wide photos get more enquiries.">
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
      </Section>

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
