// The password links' public API: the operator's commands (ops/admin.ts) issue links.
export { issuePasswordLink, PASSWORD_LINK_TTL_MINUTES } from './service';
