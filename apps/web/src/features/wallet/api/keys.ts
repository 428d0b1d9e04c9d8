/** Users and owners each have one wallet (decision 007); admins have none. */
export type WalletRole = 'user' | 'owner';

export interface WalletPageParams {
  page: number;
  limit: number;
}

export const walletKeys = {
  all: ['wallet'] as const,
  detail: (role: WalletRole, accountId: string, params: WalletPageParams) =>
    ['wallet', role, accountId, params] as const,
};
