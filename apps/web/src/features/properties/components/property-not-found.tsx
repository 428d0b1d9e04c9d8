import { SearchX } from 'lucide-react';
import { Card, EmptyState, LinkButton } from '../../../components/ui';

interface PropertyNotFoundProps {
  backTo: string;
  backLabel: string;
  description?: string;
}

/** A listing that does not exist, was removed, or is not visible to this person. */
export function PropertyNotFound({ backTo, backLabel, description }: PropertyNotFoundProps) {
  return (
    <Card>
      <EmptyState
        icon={<SearchX />}
        title="This home is not available"
        description={description ?? 'It may have been taken down, or the link is not quite right.'}
        action={<LinkButton to={backTo}>{backLabel}</LinkButton>}
      />
    </Card>
  );
}
