import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RefundDestination } from '@nestly/shared';
import { CardRefundStatus } from './card-refund-status';
import { RefundDestinationChoice, splitRefund } from './refund-destination-choice';

function Harness({ refund, cardRefundable }: { refund: number; cardRefundable: number }) {
  const [value, setValue] = useState<RefundDestination>('wallet');
  return (
    <>
      <RefundDestinationChoice
        refund={refund}
        cardRefundable={cardRefundable}
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('refund to my card or my wallet', () => {
  it('offers both with how long each takes, the wallet chosen by default', async () => {
    render(<Harness refund={1_500_000} cardRefundable={1_500_000} />);
    const wallet = screen.getByRole('radio', { name: /Refund to my wallet/ });
    const card = screen.getByRole('radio', { name: /Refund to my card/ });
    expect(wallet).toBeChecked();
    expect(
      screen.getByText('Instant: in your Nestly wallet as soon as you cancel'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('5–7 working days to reach your card or bank account'),
    ).toBeInTheDocument();

    await userEvent.click(card);
    expect(card).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('card');
  });

  it('says which part goes where when some was paid from the wallet', () => {
    render(<Harness refund={1_500_000} cardRefundable={1_000_000} />);
    expect(
      screen.getByText(
        '₹10,000 goes to your card; the ₹5,000 you paid from your wallet returns to your wallet at once.',
      ),
    ).toBeInTheDocument();
    expect(splitRefund(1_500_000, 1_000_000, 'card')).toEqual({
      toCard: 1_000_000,
      toWallet: 500_000,
    });
    expect(splitRefund(1_500_000, 1_000_000, 'wallet')).toEqual({ toCard: 0, toWallet: 1_500_000 });
    expect(splitRefund(500_000, 1_000_000, 'card')).toEqual({ toCard: 500_000, toWallet: 0 });
  });

  it('offers no choice for a booking paid from the wallet', () => {
    render(<Harness refund={1_500_000} cardRefundable={0} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(
      screen.getByText('You paid from your Nestly wallet, so the refund goes back there at once.'),
    ).toBeInTheDocument();
  });
});

describe('card refund status on the booking', () => {
  it.each([
    ['pending', '₹5,000 is on its way back to your card'],
    ['processed', '₹5,000 refunded to your card'],
    ['failed', 'The refund to your card did not go through'],
  ] as const)('%s', (status, title) => {
    render(<CardRefundStatus refund={{ status, amount: 500_000 }} />);
    expect(screen.getByText(title)).toBeInTheDocument();
    if (status === 'failed') {
      expect(screen.getByText(/we added ₹5,000 to your Nestly wallet instead/)).toBeInTheDocument();
    }
  });
});
