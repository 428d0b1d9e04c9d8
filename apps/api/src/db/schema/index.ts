export * from './accounts';
export * from './sessions';
export * from './one-time-codes';
export * from './audit-logs';
