import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { planEndEarly, type EndEarlyPreview } from '@nestly/shared';
import { definitionListProblems } from '../../../test/a11y';
import { makeInstalments } from '../../../test/long-stay-factory';
import { EndStayEarlyDialog } from './end-stay-early-dialog';

// A 6-month stay from 10 May 2026, months 1–3 paid; ending on 20 June: notice to 20 July, in
// month 3 (10 Jul – 9 Aug), so the stay ends on 10 August and months 4–6 go.
const instalments = makeInstalments(['paid', 'paid', 'paid', 'upcoming', 'upcoming', 'upcoming']);
const preview = planEndEarly({
  moveInDate: '2026-05-10',
  endDate: '2026-11-10',
  today: '2026-06-20',
  hasEndedEarly: false,
  instalments,
});

const renderDialog = (overrides: { preview?: EndEarlyPreview; isPending?: boolean } = {}) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <EndStayEarlyDialog
      open
      onClose={onClose}
      preview={overrides.preview ?? preview}
      currentEndDate="2026-11-10"
      onConfirm={onConfirm}
      isPending={overrides.isPending ?? false}
    />,
  );
  return { onConfirm, onClose };
};

describe('EndStayEarlyDialog', () => {
  it('shows the new end date and what will no longer be charged before confirming', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'End your stay early?' });
    expect(dialog).toHaveTextContent('Your stay will end on10 Aug 2026');
    expect(dialog).toHaveTextContent('instead of 10 Nov 2026');
    expect(dialog).toHaveTextContent('runs until 20 Jul 2026');
    expect(dialog).toHaveTextContent('No longer charged (3 monthly payments)₹88,500');
    expect(dialog).toHaveTextContent('month 4, month 5, month 6');
    expect(dialog).not.toHaveTextContent('Refunded');
    expect(definitionListProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End stay early' }));
    expect(await screen.findByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason for leaving'), 'Moving to Pune for work');
    await user.click(screen.getByRole('button', { name: 'End stay early' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { reason: 'Moving to Pune for work' },
      expect.anything(),
    );
  });

  it('shows the refund of months paid ahead', () => {
    renderDialog({
      preview: planEndEarly({
        moveInDate: '2026-05-10',
        endDate: '2026-11-10',
        today: '2026-06-20',
        hasEndedEarly: false,
        instalments: makeInstalments(['paid', 'paid', 'paid', 'paid', 'upcoming', 'upcoming']),
      }),
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Refunded to your wallet (months paid ahead)₹29,500',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'No longer charged (3 monthly payments)₹59,000',
    );
  });

  it('explains why a stay cannot be ended early, with nothing to confirm', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({
      preview: { allowed: false, reason: 'This stay is already ending early' },
    });
    expect(
      screen.getByRole('dialog', { name: 'This stay cannot be ended early' }),
    ).toHaveTextContent('This stay is already ending early');
    expect(screen.queryByRole('button', { name: 'End stay early' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('waits while the request is on its way', () => {
    renderDialog({ isPending: true });
    expect(screen.getByRole('button', { name: 'End stay early' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep my stay' })).toBeDisabled();
  });
});
