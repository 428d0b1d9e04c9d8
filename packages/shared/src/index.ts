export * from './common/errors';
export * from './common/messages';
export * from './common/constants';
export * from './common/pagination';
export * from './common/money';
export * from './auth/auth.schemas';
export * from './accounts/account.schemas';
