import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFeatureInputSchema, type Feature } from '@nestly/shared';
import {
  FormDialog,
  FormField,
  Input,
  NAMED_ICONS,
  NamedIcon,
  hasNamedIcon,
} from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useAddFeature } from '../api/add-feature';
import { useUpdateFeature } from '../api/update-feature';
import { toastServerMessage } from '../../../lib/mutation-config';

interface FeatureDialogProps {
  open: boolean;
  /** The feature being edited, or null to add one. */
  feature: Feature | null;
  onClose: () => void;
}

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
    resolver: zodResolver(createFeatureInputSchema),
    defaultValues: { name: feature?.name ?? '', icon: feature?.icon ?? '' },
  });
  const icon = (useWatch({ control, name: 'icon' }) ?? '').trim();

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
      <FormField
        label="Icon"
        error={errors.icon?.message}
        hint={
          icon && !hasNamedIcon(icon)
            ? 'We do not draw this icon name; listings will show a check mark.'
            : 'A lucide icon name in kebab-case, e.g. wifi, car, air-vent. Or pick one below.'
        }
      >
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
            <NamedIcon name={icon || 'check'} className="size-5" />
          </span>
          <Input
            placeholder="wifi"
            autoCapitalize="none"
            spellCheck={false}
            {...register('icon')}
          />
        </div>
      </FormField>
      <div
        role="group"
        aria-label="Quick picks"
        className="grid grid-cols-8 gap-1.5 sm:grid-cols-10"
      >
        {NAMED_ICONS.map((name) => (
          <button
            key={name}
            type="button"
            title={name}
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
        ))}
      </div>
    </FormDialog>
  );
}
