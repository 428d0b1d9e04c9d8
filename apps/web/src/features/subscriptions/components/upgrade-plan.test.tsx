import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS, addDaysToDate, planUpgradeCredit, startOfBusinessDay } from '@nestly/shared';
import { serveApi, stopApi } from '../../../test/fake-api';
import { makeAccount, renderWithProviders } from '../../../test/render';
import { BUSINESS_TIME_ZONE, businessToday } from '../../../lib/business-day';
import { formatInr } from '../../../lib/format';
import { SubscriptionScreen } from './subscription-screen';

// Issue 29 item 13: a higher plan only started when the current one ended; now it can start today.
afterEach(() => {
  stopApi();
});

const plans = PLANS.map((plan) => ({ ...plan, durationDays: 30 }));
// A Basic plan with 20 business days left (it ends at noon IST, 20 days from today in India).
const endsAt = new Date(
  startOfBusinessDay(addDaysToDate(businessToday(), 20), BUSINESS_TIME_ZONE).getTime() +
    12 * 3_600_000,
).toISOString();
const basic = {
  planName: 'Basic',
  allowedProperties: 3,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt,
  isActive: true,
};

describe('an immediate upgrade', () => {
  it('offers larger plans now, with the unused days credited, and asks the server for it', async () => {
    const calls = serveApi([
      [
        'GET /owner/subscription',
        { data: { plans, current: basic, paidUntil: endsAt, usedProperties: 2 } },
      ],
      [
        'POST /owner/subscription',
        { status: 400, data: { code: 'VALIDATION_ERROR', message: 'stop here' } },
      ],
    ]);
    const user = userEvent.setup();
    const pay = vi.fn();
    renderWithProviders(
      <SubscriptionScreen
        user={makeAccount({ role: 'owner', approvalStatus: 'approved' })}
        pay={pay}
      />,
    );
    const standard = await screen.findByRole('group', { name: 'Standard' });
    const credit = planUpgradeCredit(PLANS[0].price, 20);
    expect(
      within(standard).getByText(
        `Starts today. 20 unused days of Basic (${formatInr(credit)}) credited: you pay ${formatInr(PLANS[1].price - credit)}.`,
      ),
    ).toBeInTheDocument();
    // Basic itself (not larger) offers no upgrade.
    const basicCard = screen.getByRole('group', { name: 'Basic' });
    expect(within(basicCard).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();

    await user.click(within(standard).getByRole('button', { name: 'Upgrade to Standard now' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!.data;
    expect(typeof sent === 'string' ? JSON.parse(sent) : sent).toEqual({
      planName: 'Standard',
      price: PLANS[1].price,
      allowedProperties: PLANS[1].allowedProperties,
      upgrade: true,
    });
    expect(pay).not.toHaveBeenCalled();
  });

  it('offers none while another plan is queued after the running one', async () => {
    serveApi([
      [
        'GET /owner/subscription',
        {
          data: { plans, current: basic, paidUntil: '2099-01-01T00:00:00.000Z', usedProperties: 2 },
        },
      ],
    ]);
    renderWithProviders(
      <SubscriptionScreen
        user={makeAccount({ role: 'owner', approvalStatus: 'approved' })}
        pay={vi.fn()}
      />,
    );
    await screen.findByRole('group', { name: 'Standard' });
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
  });
});
