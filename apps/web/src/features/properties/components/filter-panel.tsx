import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FURNISHINGS, PROPERTY_MONTHS_MAX, PROPERTY_TYPES, type Feature } from '@nestly/shared';
import {
  Button,
  Checkbox,
  DateField,
  FormField,
  Input,
  NamedIcon,
  Select,
} from '../../../components/ui';
import { pluralize } from '../../../lib/format';
import {
  filterFormSchema,
  filtersToFormValues,
  formValuesToFilters,
  type FilterFormValues,
} from '../lib/filter-form';
import type { PropertyFilters } from '../lib/property-filters';
import { FURNISHING_LABELS, PROPERTY_TYPE_LABELS } from '../lib/labels';
import { todayIsoDate } from '../lib/today';

interface FilterPanelProps {
  /** The filters in the URL; remount the panel (key) when they change to reset the draft. */
  filters: PropertyFilters;
  features: Feature[];
  isLoadingFeatures?: boolean;
  onApply: (filters: PropertyFilters) => void;
  onClear: () => void;
  /** Typed but unapplied values to start from instead of `filters` (kept by the parent). */
  draft?: FilterFormValues;
  /** Told of every change, so the draft survives the panel being remounted elsewhere. */
  onDraftChange?: (values: FilterFormValues) => void;
}

const anyOption = (label: string) => ({ value: '', label });

const atLeastOptions = (max: number) => [
  anyOption('Any'),
  ...Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: `${index + 1}+`,
  })),
];

const typeOptions = [
  anyOption('Any type'),
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
];

const furnishingOptions = [
  anyOption('Any'),
  ...FURNISHINGS.map((value) => ({ value, label: FURNISHING_LABELS[value] })),
];

const monthOptions = [
  anyOption('Any length'),
  ...Array.from({ length: PROPERTY_MONTHS_MAX }, (_, index) => ({
    value: String(index + 1),
    label: pluralize(index + 1, 'month'),
  })),
];

/** Every filter of the search; the draft goes to the URL on "Apply filters". */
export function FilterPanel({
  filters,
  features,
  isLoadingFeatures = false,
  onApply,
  onClear,
  draft,
  onDraftChange,
}: FilterPanelProps) {
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<FilterFormValues>({
    resolver: zodResolver(filterFormSchema),
    defaultValues: draft ?? filtersToFormValues(filters),
  });

  useEffect(() => {
    if (!onDraftChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onDraftChange(values),
    });
  }, [subscribe, onDraftChange]);

  const onSubmit = handleSubmit((values) => onApply(formValuesToFilters(values, filters)));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      role="search"
      aria-label="Filter homes"
      className="space-y-5"
    >
      <FormField label="Search" error={errors.search?.message}>
        <Input type="search" placeholder="Title, area or landmark" {...register('search')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input placeholder="e.g. Kochi" autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label="Type">
        <Select options={typeOptions} {...register('type')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Min rent (₹)" error={errors.minRent?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={500}
            placeholder="0"
            {...register('minRent')}
          />
        </FormField>
        <FormField label="Max rent (₹)" error={errors.maxRent?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={500}
            placeholder="Any"
            {...register('maxRent')}
          />
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Bedrooms">
          <Select options={atLeastOptions(5)} {...register('bedrooms')} />
        </FormField>
        <FormField label="Bathrooms">
          <Select options={atLeastOptions(4)} {...register('bathrooms')} />
        </FormField>
      </div>
      <FormField label="Furnishing">
        <Select options={furnishingOptions} {...register('furnishing')} />
      </FormField>
      <FormField
        label="Move-in date"
        error={errors.moveInDate?.message}
        hint="Homes free from this day."
      >
        <Controller
          control={control}
          name="moveInDate"
          render={({ field }) => (
            <DateField {...field} min={todayIsoDate()} placeholder="Any day" clearable />
          )}
        />
      </FormField>
      <FormField label="Months" hint="Homes that take a stay this long.">
        <Select options={monthOptions} {...register('rentalPeriod')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Amenities</legend>
        {isLoadingFeatures ? (
          <p className="text-sm text-slate-600">Loading amenities…</p>
        ) : features.length === 0 ? (
          <p className="text-sm text-slate-600">No amenities to filter by yet.</p>
        ) : (
          <div className="grid gap-2">
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
      </fieldset>
      <div className="sticky -bottom-5 z-10 -mb-5 flex flex-col gap-2 border-t border-slate-100 bg-white pt-4 pb-5">
        <Button type="submit" fullWidth>
          Apply filters
        </Button>
        <Button variant="ghost" fullWidth onClick={onClear}>
          Reset all
        </Button>
      </div>
    </form>
  );
}
