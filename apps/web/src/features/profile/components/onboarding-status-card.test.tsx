import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/render';
import { OnboardingStatusCard } from './onboarding-status-card';

const approved = makeAccount({ role: 'owner', approvalStatus: 'approved' });
const plan = (planName: 'Basic' | 'Premium', allowedProperties: number) => ({
  planName,
  allowedProperties,
  startsAt: '2031-01-01T00:00:00.000Z',
  endsAt: '2031-01-31T00:00:00.000Z',
  isActive: true,
});

describe('the owner’s onboarding card', () => {
  it('does not offer a Premium owner a plan to choose (issue 29)', () => {
    render(<OnboardingStatusCard user={approved} plan={plan('Premium', 50)} />);
    expect(screen.getByText(/^Your Premium plan runs until/)).toHaveTextContent(
      'you can list up to 50 properties.',
    );
    expect(screen.queryByText(/choose a/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/bigger plan/)).not.toBeInTheDocument();
  });

  it('offers a plan to an approved owner without one, and a bigger one beside Basic', () => {
    const { rerender } = render(<OnboardingStatusCard user={approved} plan={null} />);
    expect(
      screen.getByText('You can choose a subscription plan and start listing your properties.'),
    ).toBeInTheDocument();
    rerender(<OnboardingStatusCard user={approved} plan={plan('Basic', 3)} />);
    expect(screen.getByText(/^Your Basic plan runs until/)).toHaveTextContent(
      'A bigger plan lists more.',
    );
  });
});
