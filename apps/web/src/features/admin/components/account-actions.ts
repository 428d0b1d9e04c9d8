import type { AdminAccount } from '@nestly/shared';

/** What a row (or the owner drawer) asks the screen to do; the screen confirms and calls. */
export type AccountAction = 'view' | 'approve' | 'reject' | 'block' | 'unblock' | 'delete';

export type OnAccountAction = (action: AccountAction, account: AdminAccount) => void;
