import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DEFAULT_FEATURE_ICON, type Feature } from '@nestly/shared';
import {
  FormDialog,
  FormField,
  Input,
  NAMED_ICONS,
  NamedIcon,
  Tooltip,
  hasNamedIcon,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useAddFeature } from '../api/add-feature';
import { catalogSchemas } from '../api/load-schemas';
import { useUpdateFeature } from '../api/update-feature';
import { toastServerMessage } from '../../../lib/mutation-config';

interface FeatureDialogProps {
  open: boolean;
  /** The feature being edited, or null to add one. */
  feature: Feature | null;
  onClose: () => void;
}

const featureResolver = lazyZodResolver(exportOf(catalogSchemas, 'createFeatureInputSchema'));

/** Mounted only while open, so each opening starts from the feature (or blank). */
export function FeatureDialog(props: FeatureDialogProps) {
  return props.open ? <FeatureDialogContent {...props} /> : null;
}

function FeatureDialogContent({ feature, onClose }: FeatureDialogProps) {
  const addMutation = useAddFeature({ mutationConfig: { onSuccess: toastServerMessage } });
  const updateMutation = useUpdateFeature({ mutationConfig: { onSuccess: toastServerMessage } });
  const isPending = addMutation.isPending || updateMutation.isPending;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    setError,
    formState: { errors },
  } = useForm({
    resolver: featureResolver,
    // A name stored before the icon list existed draws a check mark, so that is what is chosen.
    defaultValues: {
      name: feature?.name ?? '',
      icon: feature && hasNamedIcon(feature.icon) ? feature.icon : DEFAULT_FEATURE_ICON,
    },
  });
  const icon = useWatch({ control, name: 'icon' });
  const iconErrorId = useId();

  const onSubmit = handleSubmit((values) => {
    const onError = (error: unknown) => applyFieldErrors(error, setError, ['name', 'icon']);
    if (feature) {
      updateMutation.mutate({ id: feature.id, data: values }, { onSuccess: onClose, onError });
    } else {
      addMutation.mutate(values, { onSuccess: onClose, onError });
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={feature ? 'Edit feature' : 'Add feature'}
      description="Features are the amenities owners tick on their listings and tenants filter by."
      submitLabel={feature ? 'Save changes' : 'Add feature'}
      isPending={isPending}
      onSubmit={onSubmit}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input data-autofocus placeholder="e.g. Wi-Fi" maxLength={40} {...register('name')} />
      </FormField>
      <fieldset aria-describedby={errors.icon ? iconErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">Icon</legend>
        <p className="mt-1 text-xs text-slate-600">
          Pick the icon listings show beside this feature.
        </p>
        {/* Only the icons the app draws (the API refuses any other name; issue 29). */}
        <div className="mt-2 grid grid-cols-8 gap-1.5 sm:grid-cols-10">
          {NAMED_ICONS.map((name) => (
            <Tooltip key={name} content={name}>
              <button
                type="button"
                aria-label={`Choose ${name}`}
                aria-pressed={icon === name}
                onClick={() => setValue('icon', name, { shouldValidate: true, shouldDirty: true })}
                className={cn(
                  'flex aspect-square items-center justify-center rounded-lg transition-colors',
                  icon === name
                    ? 'bg-primary-600 text-white'
                    : 'text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
                )}
              >
                <NamedIcon name={name} className="size-4" />
              </button>
            </Tooltip>
          ))}
        </div>
        {errors.icon?.message && (
          <p id={iconErrorId} role="alert" className="mt-1.5 text-xs text-red-700">
            {errors.icon.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
