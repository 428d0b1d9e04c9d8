import { paths } from '@nestly/shared';
import { MessageCircle } from 'lucide-react';
import { LinkButton } from '../../../components/ui';

/**
 * On a home's page: opens the thread with its owner about it. A link, so that a person whose
 * session has ended is sent to the login by the chat route and brought back (PRODUCT.md, Chat).
 */
export function MessageOwnerButton({
  propertyId,
  ownerId,
}: {
  propertyId: string;
  ownerId: string;
}) {
  return (
    <LinkButton
      to={paths.user.chatThread.getHref(propertyId, ownerId)}
      variant="outline"
      fullWidth
      icon={<MessageCircle className="size-4" aria-hidden />}
    >
      Message the owner
    </LinkButton>
  );
}
