// The chat module's public API: what other code may import. Its repo.ts and tables are its own;
// module.ts mounts it and publishes its unread counts and reply times to other modules.
export type { ChatService } from './service';
