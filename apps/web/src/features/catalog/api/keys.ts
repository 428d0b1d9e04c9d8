import type { Role } from '@nestly/shared';

export const catalogKeys = {
  all: ['catalog'] as const,
  features: (role: Role) => ['catalog', 'features', role] as const,
  adminServices: ['catalog', 'services', 'admin'] as const,
};
