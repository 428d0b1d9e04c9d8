import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Send, Star } from 'lucide-react';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@nestly/shared';
import { Button, FormField, Textarea } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { applyFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { useCreateReview } from '../api/create-review';
import { reviewSchemas } from '../api/load-schemas';
import { toastServerMessage } from '../../../lib/mutation-config';

const reviewResolver = lazyZodResolver(exportOf(reviewSchemas, 'createReviewInputSchema'));

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface ReviewFormProps {
  bookingId: string;
  onReviewed?: () => void;
}

/**
 * A review of a stay (PRODUCT.md, Reviews): 1–5 stars and 10–1000 characters, checked with the
 * schema the server uses. The stars are native radio buttons, so arrow keys move between them.
 */
export function ReviewForm({ bookingId, onReviewed }: ReviewFormProps) {
  const createMutation = useCreateReview({ mutationConfig: { onSuccess: toastServerMessage } });
  const ratingErrorId = useId();
  const counterId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: reviewResolver,
    defaultValues: { bookingId, reviewText: '' },
  });
  const length = (useWatch({ control, name: 'reviewText' }) ?? '').trim().length;

  const onSubmit = handleSubmit((input) =>
    createMutation.mutate(input, {
      onSuccess: () => onReviewed?.(),
      onError: (error) => applyFieldErrors(error, setError, ['rating', 'reviewText']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => {
          const shown = hovered ?? field.value ?? 0;
          return (
            <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
              <legend className="text-sm font-medium text-slate-800">Your rating</legend>
              <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label
                    key={stars}
                    className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-primary-600"
                    onMouseEnter={() => setHovered(stars)}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={stars}
                      checked={field.value === stars}
                      onChange={() => field.onChange(stars)}
                      onBlur={field.onBlur}
                      ref={stars === 1 ? field.ref : undefined}
                      className="sr-only"
                      aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}, ${STAR_WORDS[stars - 1]}`}
                    />
                    <Star
                      aria-hidden
                      className={cn(
                        'size-8 transition-colors',
                        stars <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
                      )}
                    />
                  </label>
                ))}
                <span className="ml-2 text-sm text-slate-700" aria-hidden>
                  {shown ? STAR_WORDS[shown - 1] : ''}
                </span>
              </div>
              {errors.rating && (
                <p id={ratingErrorId} className="mt-1.5 text-sm text-red-700">
                  {errors.rating.message}
                </p>
              )}
            </fieldset>
          );
        }}
      />

      <div className="space-y-1">
        <FormField
          label="Your review"
          hint={`What was it like to live there? ${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX} characters.`}
          error={errors.reviewText?.message}
        >
          <Textarea rows={5} maxLength={REVIEW_TEXT_MAX} {...register('reviewText')} />
        </FormField>
        <p
          id={counterId}
          className={cn(
            'text-right text-xs',
            length > 0 && length < REVIEW_TEXT_MIN ? 'text-amber-800' : 'text-slate-600',
          )}
        >
          {length} / {REVIEW_TEXT_MAX} characters
        </p>
      </div>

      <Button
        type="submit"
        isLoading={createMutation.isPending}
        icon={<Send className="size-4" aria-hidden />}
      >
        Post review
      </Button>
    </form>
  );
}
