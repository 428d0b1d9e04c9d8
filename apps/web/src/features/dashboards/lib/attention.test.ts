import { describe, expect, it } from 'vitest';
import { makeNewOwnerDashboard, makeOwnerDashboard } from '../../../test/dashboard-factory';
import { buildAttentionItems, isOnboarding } from './attention';

describe('buildAttentionItems', () => {
  it('lists rejected and pending listings, a plan ending soon and unread messages, with links', () => {
    const items = buildAttentionItems(makeOwnerDashboard());
    expect(items.map((item) => [item.title, item.link.to])).toEqual([
      [
        '“Hill cottage” was not approved',
        '/owner/edit-property/00000000-0000-4000-8000-000000000012',
      ],
      [
        '“City studio” is waiting for review',
        '/owner/property/00000000-0000-4000-8000-000000000013',
      ],
      ['Your Standard plan ends in 4 days', '/owner/subscription'],
      ['3 unread messages', '/owner/chat'],
    ]);
    expect(items[0]!.detail).toBe('Photos are blurry');
  });

  it('says nothing about a plan with weeks left, and warns when there is none', () => {
    const base = makeOwnerDashboard({ unreadMessages: 0 });
    const calm = { ...base, listings: { ...base.listings, needingAction: [] } };
    expect(buildAttentionItems({ ...calm, plan: { ...calm.plan!, daysLeft: 20 } })).toEqual([]);
    expect(buildAttentionItems({ ...calm, plan: null }).map((item) => item.id)).toEqual([
      'plan-missing',
    ]);
  });
});

describe('isOnboarding', () => {
  it('holds until the owner is approved, has a plan and has listed a home', () => {
    expect(isOnboarding(makeOwnerDashboard())).toBe(false);
    expect(isOnboarding(makeNewOwnerDashboard())).toBe(true);
    expect(isOnboarding(makeOwnerDashboard({ plan: null }))).toBe(true);
    expect(
      isOnboarding(
        makeOwnerDashboard({ owner: { approvalStatus: 'pending', rejectionReason: null } }),
      ),
    ).toBe(true);
  });
});
