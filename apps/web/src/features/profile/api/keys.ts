import type { SelfServiceRole } from '@nestly/shared';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (role: SelfServiceRole, id: string) => ['profile', role, id] as const,
  ownerDocuments: ['profile', 'owner-documents'] as const,
};
