import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { CalendarOff, CalendarX2, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import type { DateBlock } from '@nestly/shared';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  DateField,
  EmptyState,
  FormField,
  Input,
  QueryState,
  Skeleton,
} from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { formatDay, pluralize } from '../../../lib/format';
import { notifyError } from '../../../lib/notify-error';
import { useCreateDateBlock } from '../api/create-date-block';
import { useDeleteDateBlock } from '../api/delete-date-block';
import { useAvailability } from '../api/get-availability';
import { useDateBlocks } from '../api/list-date-blocks';
import { availabilitySchemas } from '../api/load-schemas';
import type * as schemas from '../api/schemas';
import { shiftDays } from '../lib/calendar';
import { AvailabilityCalendar } from './availability-calendar';
import { toastServerMessage } from '../../../lib/mutation-config';
import { businessToday } from '../../../lib/business-day';

type BlockFormInput = z.input<typeof schemas.dateBlockInputSchema>;
type BlockFormOutput = z.output<typeof schemas.dateBlockInputSchema>;

const dateBlockResolver = lazyZodResolver(exportOf(availabilitySchemas, 'dateBlockInputSchema'));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `12 Mar 2027 – 14 Mar 2027`: the last blocked day, not the exclusive end. */
export const describeBlockRange = ({
  startDate,
  endDate,
}: Pick<DateBlock, 'startDate' | 'endDate'>) =>
  `${formatDay(startDate)} – ${formatDay(shiftDays(endDate, -1))}`;

/**
 * The owner's calendar for one listing: what is booked or blocked, the blocks with Remove, and a
 * form to block more days (repairs, own use). A block may not overlap a booking or another block;
 * the server says so with a 409, which is toasted in its own words.
 */
export function DateBlocksManager({ propertyId }: { propertyId: string }) {
  const today = businessToday();
  const availabilityQuery = useAvailability('owner', propertyId);
  const blocksQuery = useDateBlocks(propertyId);
  const createMutation = useCreateDateBlock({ mutationConfig: { onSuccess: toastServerMessage } });
  const deleteMutation = useDeleteDateBlock({ mutationConfig: { onSuccess: toastServerMessage } });
  const [removing, setRemoving] = useState<DateBlock | null>(null);
  const [isPickingEnd, setIsPickingEnd] = useState(false);
  const formTitleId = useId();
  const listTitleId = useId();

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<BlockFormInput, unknown, BlockFormOutput>({
    resolver: dateBlockResolver,
    defaultValues: { startDate: '', endDate: '', note: '' },
  });
  const startDate = useWatch({ control, name: 'startDate' });
  const endDate = useWatch({ control, name: 'endDate' });
  const selection = ISO_DAY.test(startDate)
    ? { start: startDate, end: ISO_DAY.test(endDate) && endDate > startDate ? endDate : null }
    : null;

  // First click: the first blocked day; second click: the last one (the end is the day after).
  const onSelectDay = (day: string) => {
    const options = { shouldValidate: Boolean(errors.startDate || errors.endDate) };
    if (isPickingEnd && ISO_DAY.test(startDate) && day >= startDate) {
      setValue('endDate', shiftDays(day, 1), options);
      setIsPickingEnd(false);
      return;
    }
    setValue('startDate', day, options);
    setValue('endDate', shiftDays(day, 1), options);
    setIsPickingEnd(true);
  };

  const onSubmit = handleSubmit(({ startDate: start, endDate: end, note }) =>
    createMutation.mutate(
      { propertyId, block: { startDate: start, endDate: end, ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          reset();
          setIsPickingEnd(false);
        },
        onError: (error) => {
          if (!applyFieldErrors(error, setError, ['startDate', 'endDate', 'note'])) {
            notifyError(error);
          }
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader
        title="Availability"
        description="Block days when the home cannot be let. Tenants cannot book blocked days, and a block cannot cover a booking."
      />
      <CardBody className="grid gap-8 lg:grid-cols-2">
        <div>
          <QueryState
            query={availabilityQuery}
            loadingLabel="Loading the calendar"
            loading={
              <div role="status" aria-label="Loading the calendar" className="space-y-3">
                <Skeleton className="h-8" />
                <Skeleton className="h-64" />
              </div>
            }
            errorTitle="Could not load the calendar"
          >
            {(taken) => (
              <AvailabilityCalendar
                label="Availability calendar"
                taken={taken}
                minDate={today}
                selection={selection}
                onSelectDay={onSelectDay}
              />
            )}
          </QueryState>
        </div>

        <div className="space-y-8">
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={formTitleId}>
            <div>
              <h3 id={formTitleId} className="text-sm font-semibold text-slate-900">
                Block dates
              </h3>
              <p className="mt-0.5 text-sm text-slate-600">
                Pick the first and the last blocked day on the calendar, or choose the dates below.
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First blocked day" error={errors.startDate?.message}>
                <Controller
                  control={control}
                  name="startDate"
                  render={({ field }) => <DateField {...field} min={today} />}
                />
              </FormField>
              <FormField
                label="Free again on"
                hint="The first day tenants can move in again."
                error={errors.endDate?.message}
              >
                <Controller
                  control={control}
                  name="endDate"
                  render={({ field }) => (
                    <DateField {...field} min={startDate ? shiftDays(startDate, 1) : today} />
                  )}
                />
              </FormField>
            </div>
            <FormField label="Note (optional)" hint="Only you see it." error={errors.note?.message}>
              <Input maxLength={200} placeholder="e.g. Painting" {...register('note')} />
            </FormField>
            <Button
              type="submit"
              isLoading={createMutation.isPending}
              icon={<CalendarX2 className="size-4" aria-hidden />}
            >
              Block dates
            </Button>
          </form>

          <section aria-labelledby={listTitleId} className="space-y-3">
            <h3 id={listTitleId} className="text-sm font-semibold text-slate-900">
              Your blocks
            </h3>
            <QueryState
              query={blocksQuery}
              loadingLabel="Loading your blocks"
              loading={
                <div role="status" aria-label="Loading your blocks" className="space-y-2">
                  <Skeleton className="h-14" />
                  <Skeleton className="h-14" />
                </div>
              }
              errorTitle="Could not load your blocks"
              empty={
                <EmptyState
                  className="py-6"
                  icon={<CalendarOff />}
                  title="No blocked dates"
                  description="Every free day can be booked."
                />
              }
            >
              {(blocks) => (
                <ul className="space-y-2">
                  {blocks.map((block) => (
                    <BlockRow key={block.id} block={block} onRemove={() => setRemoving(block)} />
                  ))}
                </ul>
              )}
            </QueryState>
          </section>
        </div>
      </CardBody>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this block?"
        message={removing && `Tenants will be able to book ${describeBlockRange(removing)} again.`}
        confirmLabel="Remove"
        tone="danger"
        isLoading={deleteMutation.isPending}
        onConfirm={() => {
          if (!removing) return;
          deleteMutation.mutate(
            { propertyId, blockId: removing.id },
            { onSettled: () => setRemoving(null) },
          );
        }}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

function BlockRow({ block, onRemove }: { block: DateBlock; onRemove: () => void }) {
  const range = describeBlockRange(block);
  const days = differenceInCalendarDays(parseISO(block.endDate), parseISO(block.startDate));
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl p-3 ring-1 ring-slate-200 ring-inset">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{range}</p>
        <p className="text-slate-600">
          {pluralize(days, 'day')} · free again {formatDay(block.endDate)}
        </p>
        {block.note && <p className="mt-1 break-words text-slate-700">{block.note}</p>}
      </div>
      <Button
        variant="danger-ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove block ${range}`}
        icon={<Trash2 className="size-4" aria-hidden />}
      >
        Remove
      </Button>
    </li>
  );
}
