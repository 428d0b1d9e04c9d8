import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi, type RecordedCall } from '../../../test/fake-api';
import { chooseDate } from '../../../test/date-field';
import { renderWithProviders } from '../../../test/render';
import { DateBlocksManager } from './date-blocks-manager';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const propertyId = '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b';
const base = `/owner/property/${propertyId}`;
const block = {
  id: '0b7f3c1e-5a2d-4e8f-9c1b-2d3e4f5a6b7c',
  startDate: '2027-02-03',
  endDate: '2027-02-05',
  note: 'Plumbing',
  createdAt: '2027-01-10T10:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  stopApi();
  vi.clearAllMocks();
});

const serve = (created: { status: number; data: unknown }) =>
  serveApi([
    [
      `GET ${base}/availability`,
      { data: { taken: [{ start: block.startDate, end: block.endDate, kind: 'blocked' }] } },
    ],
    [`GET ${base}/blocks`, { data: { data: [block] } }],
    [`POST ${base}/blocks`, created],
    [`DELETE ${base}/blocks/${block.id}`, { data: { message: 'Block removed' } }],
  ]);

const bodyOf = (calls: RecordedCall[], method: string) =>
  JSON.parse(calls.find((call) => call.method === method)?.data as string) as unknown;

describe('date blocks', () => {
  it('blocks days picked on the calendar, posting the exclusive end and the note', async () => {
    const user = userEvent.setup();
    const calls = serve({
      status: 201,
      data: {
        message: 'Dates blocked',
        block: { ...block, id: '1c8e4d2f-6b3a-4f9e-8d2c-3e4f5a6b7c8d', startDate: '2027-02-10' },
      },
    });
    renderWithProviders(<DateBlocksManager propertyId={propertyId} />);
    expect(await screen.findByText('3 Feb 2027 – 4 Feb 2027')).toBeInTheDocument();
    expect(screen.getByText('Plumbing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Wednesday, 10 February 2027' }));
    await user.click(screen.getByRole('button', { name: /^Sunday, 14 February 2027/ }));
    expect(screen.getByLabelText('First blocked day')).toHaveAccessibleName(
      'First blocked day 10 Feb 2027',
    );
    expect(screen.getByLabelText('Free again on')).toHaveAccessibleName(
      'Free again on 15 Feb 2027',
    );
    await user.type(screen.getByLabelText('Note (optional)'), 'Painting');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dates blocked'));
    expect(bodyOf(calls, 'POST')).toEqual({
      startDate: '2027-02-10',
      endDate: '2027-02-15',
      note: 'Painting',
    });
    expect(screen.getByLabelText('First blocked day')).toHaveTextContent('Choose a date');
  });

  it('toasts the server’s words when a block would overlap a booking (409)', async () => {
    const user = userEvent.setup();
    const calls = serve({
      status: 409,
      data: { code: 'DATES_UNAVAILABLE', message: 'These dates overlap a booking' },
    });
    renderWithProviders(<DateBlocksManager propertyId={propertyId} />);
    await screen.findByText('3 Feb 2027 – 4 Feb 2027');
    await chooseDate(user, 'First blocked day', '2027-03-01');
    await chooseDate(user, 'Free again on', '2027-03-05');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('These dates overlap a booking', expect.anything()),
    );
    expect(bodyOf(calls, 'POST')).toEqual({ startDate: '2027-03-01', endDate: '2027-03-05' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses an end on or before the start without calling the server', async () => {
    const user = userEvent.setup();
    const calls = serve({ status: 201, data: {} });
    renderWithProviders(<DateBlocksManager propertyId={propertyId} />);
    await screen.findByText('3 Feb 2027 – 4 Feb 2027');
    // The end's calendar offers only days after the start: the end is chosen first here.
    await chooseDate(user, 'Free again on', '2027-03-05');
    await chooseDate(user, 'First blocked day', '2027-03-05');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('removes a block after asking', async () => {
    const user = userEvent.setup();
    const calls = serve({ status: 201, data: {} });
    renderWithProviders(<DateBlocksManager propertyId={propertyId} />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove block 3 Feb 2027 – 4 Feb 2027' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this block?' });
    expect(dialog).toHaveTextContent('Tenants will be able to book 3 Feb 2027 – 4 Feb 2027 again.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Block removed'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
