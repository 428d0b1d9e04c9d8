import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FURNISHINGS, PROPERTY_TYPES, type Feature } from '@nestly/shared';
import {
  Card,
  CardBody,
  CardHeader,
  Checkbox,
  FormField,
  Input,
  NamedIcon,
  Select,
  Textarea,
} from '../../../components/ui';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS } from '../lib/labels';
import type { PropertyFormInput } from '../lib/property-form-schema';

/** What every section of the listing form is given: its fields' registration and errors. */
interface SectionProps {
  register: UseFormRegister<PropertyFormInput>;
  errors: FieldErrors<PropertyFormInput>;
}

const typeOptions = PROPERTY_TYPES.map((type) => ({
  value: type,
  label: PROPERTY_TYPE_LABELS[type],
}));
const furnishingOptions = FURNISHINGS.map((value) => ({
  value,
  label: FURNISHING_LABELS[value],
}));

export function PropertyFormSection({
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

export function BasicsSection({ register, errors }: SectionProps) {
  return (
    <PropertyFormSection title="Basics" description="What tenants see first.">
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
    </PropertyFormSection>
  );
}

export function LocationSection({ register, errors }: SectionProps) {
  return (
    <PropertyFormSection title="Location" description="The full address is shown on the listing.">
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
    </PropertyFormSection>
  );
}

export function DetailsSection({ register, errors }: SectionProps) {
  return (
    <PropertyFormSection title="Details">
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
    </PropertyFormSection>
  );
}

export function PricingSection({ register, errors }: SectionProps) {
  return (
    <PropertyFormSection
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
    </PropertyFormSection>
  );
}

interface FeaturesSectionProps extends SectionProps {
  features: Feature[];
  isLoadingFeatures: boolean;
}

export function FeaturesSection({
  register,
  errors,
  features,
  isLoadingFeatures,
}: FeaturesSectionProps) {
  return (
    <PropertyFormSection title="Features" description="Tick every amenity the home has.">
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
    </PropertyFormSection>
  );
}
