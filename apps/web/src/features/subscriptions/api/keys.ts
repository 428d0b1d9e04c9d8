export const subscriptionKeys = {
  status: ['subscription', 'status'] as const,
};
