import { PLAN_ENDING_SOON_DAYS, type OwnerDashboard, paths } from '@nestly/shared';

export interface AttentionItem {
  id: string;
  tone: 'danger' | 'warning' | 'info';
  title: string;
  detail: string;
  link: { to: string; label: string };
}

/**
 * The owner's "needs your attention" list, from the dashboard's own figures: rejected listings
 * (with the reason), listings waiting for review, a plan ending or missing, unread messages.
 */
export const buildAttentionItems = (data: OwnerDashboard): AttentionItem[] => {
  const items: AttentionItem[] = [];
  for (const listing of data.listings.needingAction) {
    items.push(
      listing.status === 'rejected'
        ? {
            id: `listing-${listing.id}`,
            tone: 'danger',
            title: `“${listing.title}” was not approved`,
            detail: listing.rejectionReason ?? 'No reason was given.',
            link: { to: paths.owner.editProperty.getHref(listing.id), label: 'Edit and resubmit' },
          }
        : {
            id: `listing-${listing.id}`,
            tone: 'info',
            title: `“${listing.title}” is waiting for review`,
            detail: 'An admin checks every new or edited listing before tenants can see it.',
            link: { to: paths.owner.property.getHref(listing.id), label: 'View listing' },
          },
    );
  }
  if (data.owner.approvalStatus === 'approved') {
    if (!data.plan) {
      items.push({
        id: 'plan-missing',
        tone: 'warning',
        title: 'You have no running plan',
        detail: 'Your listings stay visible, but you cannot add new ones without a plan.',
        link: { to: paths.owner.subscription.getHref(), label: 'Choose a plan' },
      });
    } else if (data.plan.daysLeft <= PLAN_ENDING_SOON_DAYS) {
      items.push({
        id: 'plan-ending',
        tone: 'warning',
        title:
          data.plan.daysLeft === 0
            ? `Your ${data.plan.name} plan ends today`
            : `Your ${data.plan.name} plan ends in ${data.plan.daysLeft} ${data.plan.daysLeft === 1 ? 'day' : 'days'}`,
        detail: 'Renew it to keep adding listings; buying again extends it from its end.',
        link: { to: paths.owner.subscription.getHref(), label: 'Renew plan' },
      });
    }
  }
  if (data.unreadMessages > 0) {
    items.push({
      id: 'messages',
      tone: 'info',
      title: `${data.unreadMessages} unread ${data.unreadMessages === 1 ? 'message' : 'messages'}`,
      detail: 'Tenants are waiting for your answer.',
      link: { to: paths.owner.chat.getHref(), label: 'Open messages' },
    });
  }
  return items;
};

/** Owners still onboarding see the checklist: not approved, no plan, or nothing listed yet. */
export const isOnboarding = (data: OwnerDashboard) =>
  data.owner.approvalStatus !== 'approved' || data.plan === null || data.listings.total === 0;
