export const checkoutKeys = {
  all: ['checkout'] as const,
  cart: (accountId: string) => ['checkout', 'cart', accountId] as const,
  services: ['checkout', 'services'] as const,
};
