import { Card, CardBody, CardHeader, Skeleton } from '../../../components/ui';

/** The reviews while they load: two cards' worth of placeholders. */
export function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="space-y-4">
      <Skeleton className="h-24" />
      <Skeleton className="h-20" />
    </div>
  );
}

/** The reviews' card while its code or its answer is on the way: what ReviewList draws loading. */
export function ReviewListLoading() {
  return (
    <Card>
      <CardHeader title="Reviews" />
      <CardBody>
        <ReviewsSkeleton />
      </CardBody>
    </Card>
  );
}
