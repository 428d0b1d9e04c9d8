// Kept apart from card-refund.schemas.ts: the cancel dialog draws with these, and a module that
// builds Zod schemas brings Zod into every page that imports any of its exports (common/dates.ts).

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** How long each takes, as the cancel dialog says it (a card refund is the bank's 5–7 working days). */
export const REFUND_TIMING: Record<RefundDestination, string> = {
  wallet: 'Instant: in your Nestly wallet as soon as you cancel',
  card: '5–7 working days to reach your card or bank account',
};

export const CARD_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type CardRefundStatus = (typeof CARD_REFUND_STATUSES)[number];
