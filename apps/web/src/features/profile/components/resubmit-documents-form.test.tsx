import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@nestly/shared';
import { serveApi, stopApi } from '../../../test/fake-api';
import { makeAccount, renderWithProviders } from '../../../test/render';
import { OnboardingStatusCard } from './onboarding-status-card';

// Issue 29 item 4: a rejected owner was stuck (no upload, "Contact support" led nowhere).
afterEach(() => {
  stopApi();
});

const rejected = makeAccount({
  role: 'owner',
  approvalStatus: 'rejected',
  rejectionReason: 'The ID document is unreadable',
});
const pdf = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });

describe('a rejected owner', () => {
  it('sends new documents for review and sees a real support address', async () => {
    const calls = serveApi([
      [
        'POST /owner/documents',
        {
          data: {
            message: 'Thank you: your documents are back with our team for review.',
            approvalStatus: 'pending',
            data: [
              {
                id: '0b7c3c1e-8f2a-4a57-9a39-5c7d2f0f9e11',
                fileName: 'passport.pdf',
                mimeType: 'application/pdf',
                sizeBytes: 8,
                uploadedAt: '2031-01-01T00:00:00.000Z',
              },
            ],
          },
        },
      ],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingStatusCard user={rejected} />);
    expect(screen.getByText('The ID document is unreadable')).toBeInTheDocument();
    const support = await screen.findByRole('link', { name: SUPPORT_EMAIL });
    expect(support.getAttribute('href')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}`));

    // Nothing chosen: said beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Add at least one document (PDF, JPEG or PNG)')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.upload(screen.getByLabelText('Documents'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/owner/documents' });
    expect(
      await screen.findByText('Thank you: your documents are back with our team for review.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field", async () => {
    serveApi([
      [
        'POST /owner/documents',
        {
          status: 409,
          data: {
            code: 'CONFLICT',
            message: 'Your documents are already waiting for review',
            details: [{ field: 'documents', message: 'Only a rejected owner sends new documents' }],
          },
        },
      ],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<OnboardingStatusCard user={rejected} />);
    await user.upload(await screen.findByLabelText('Documents'), pdf);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Only a rejected owner sends new documents')).toBeVisible();
  });
});
