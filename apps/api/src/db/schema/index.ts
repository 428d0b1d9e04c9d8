export * from './accounts';
export * from './sessions';
export * from './one-time-codes';
export * from './audit-logs';
export * from './catalog';
export * from './payments';
export * from './properties';
