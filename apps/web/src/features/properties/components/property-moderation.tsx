import { useState } from 'react';
import type { PropertyStatus } from '@nestly/shared';
import { ConfirmDialog } from '../../../components/ui';
import { useApproveProperty } from '../api/approve-property';
import { useDeleteAdminProperty } from '../api/delete-admin-property';
import { useSetPropertyBlocked } from '../api/set-property-blocked';
import { RejectPropertyDialog } from './reject-property-dialog';
import { toastServerMessage } from '../../../lib/mutation-config';

export type ModerationAction = 'approve' | 'reject' | 'block' | 'unblock' | 'delete';

interface ModeratedProperty {
  id: string;
  title: string;
  status: PropertyStatus;
  isBlocked: boolean;
}

/** The moves each state offers, besides delete (always there). */
const NEXT_ACTIONS = {
  pending: ['approve', 'reject'],
  // Taken down with Block, which can be undone; the API would still take a rejection.
  approved: ['block'],
  blocked: ['unblock'],
  // The API approves a rejected listing (and the owner's edit sends it back to pending).
  rejected: ['approve'],
} as const satisfies Record<string, readonly ModerationAction[]>;

/**
 * What an admin may do next, by the listing's state: block and unblock apply to approved
 * listings only (PRODUCT.md), and a listing is never offered the state it is already in.
 */
export const moderationActionsFor = ({
  status,
  isBlocked,
}: Pick<ModeratedProperty, 'status' | 'isBlocked'>): ModerationAction[] => [
  ...NEXT_ACTIONS[status === 'approved' && isBlocked ? 'blocked' : status],
  'delete',
];

export const MODERATION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete',
};

const confirmations: Record<
  Exclude<ModerationAction, 'reject'>,
  { title: string; text: (title: string) => string; tone: 'primary' | 'danger' | 'success' }
> = {
  approve: {
    title: 'Approve listing?',
    text: (title) => `“${title}” becomes visible to tenants right away. The owner is notified.`,
    tone: 'success',
  },
  block: {
    title: 'Block listing?',
    text: (title) =>
      `Tenants will no longer see “${title}”. Bookings already made still stand. You can unblock it later.`,
    tone: 'danger',
  },
  unblock: {
    title: 'Unblock listing?',
    text: (title) => `“${title}” becomes visible to tenants again.`,
    tone: 'primary',
  },
  delete: {
    title: 'Delete listing?',
    text: (title) =>
      `“${title}” will be removed from Nestly. Bookings already made are kept. This cannot be undone.`,
    tone: 'danger',
  },
};

/**
 * Every moderation action asks first: a confirmation, or for a rejection the reason dialog.
 * Returns `request(action, property)` and the dialogs to render.
 */
export function usePropertyModeration({ onDeleted }: { onDeleted?: () => void } = {}) {
  const [pending, setPending] = useState<{
    action: ModerationAction;
    property: ModeratedProperty;
  } | null>(null);
  const approveMutation = useApproveProperty({ mutationConfig: { onSuccess: toastServerMessage } });
  const blockMutation = useSetPropertyBlocked({
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const deleteMutation = useDeleteAdminProperty({
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const isBusy = approveMutation.isPending || blockMutation.isPending || deleteMutation.isPending;

  const close = () => setPending(null);
  const confirmation =
    pending && pending.action !== 'reject' ? confirmations[pending.action] : null;

  const onConfirm = () => {
    if (!pending) return;
    const { action, property } = pending;
    const done = { onSuccess: close, onError: close };
    if (action === 'approve') approveMutation.mutate(property.id, done);
    else if (action === 'block') blockMutation.mutate({ id: property.id, blocked: true }, done);
    else if (action === 'unblock') blockMutation.mutate({ id: property.id, blocked: false }, done);
    else if (action === 'delete') {
      deleteMutation.mutate(property.id, {
        onSuccess: () => {
          close();
          onDeleted?.();
        },
        onError: close,
      });
    }
  };

  const dialogs = (
    <>
      <RejectPropertyDialog
        property={pending?.action === 'reject' ? pending.property : null}
        onClose={close}
      />
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        message={confirmation && pending ? confirmation.text(pending.property.title) : ''}
        confirmLabel={pending ? MODERATION_LABELS[pending.action] : ''}
        tone={confirmation?.tone}
        isLoading={isBusy}
        onConfirm={onConfirm}
        onClose={close}
      />
    </>
  );

  return {
    request: (action: ModerationAction, property: ModeratedProperty) =>
      setPending({ action, property }),
    dialogs,
  };
}
