import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@nestly/shared';
import { serveApi, stopApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BookingReviewSection } from './booking-review-section';
import { RatingStars } from './rating-stars';
import { ReviewList } from './review-list';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  stopApi();
  vi.clearAllMocks();
});

const propertyId = '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b';
const bookingId = '8e2d4f6a-1b3c-4d5e-9f7a-0b1c2d3e4f5a';

const makeReview = (overrides: Partial<Review> = {}): Review => ({
  id: '9f3e5a7b-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
  bookingId,
  propertyId,
  rating: 4,
  reviewText: 'Bright rooms and a calm street. The owner fixed the geyser the same day.',
  author: { id: '5f0c7a4e-8a8e-4a43-9d3c-2b1f7f6f3a11', name: 'Ananya Menon', avatarUrl: null },
  stayMoveInDate: '2027-03-01',
  createdAt: '2027-04-02T10:00:00.000Z',
  ...overrides,
});

describe('rating stars', () => {
  it('reads an average out of five', () => {
    render(<RatingStars rating={4.46} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
  });
});

describe('review form', () => {
  it('checks the rating and the text, then posts the review and shows it', async () => {
    const user = userEvent.setup();
    const text = 'Lovely light, quiet nights and a helpful owner.';
    let written: Review | null = null;
    const calls = serveApi([
      [`GET /user/booking/user-review/${bookingId}`, () => ({ data: { review: written } })],
      [
        'POST /user/reviews',
        () => {
          written = makeReview({ reviewText: text });
          return { status: 201, data: { message: 'Thank you for your review', review: written } };
        },
      ],
    ]);
    renderWithProviders(<BookingReviewSection bookingId={bookingId} canReview hasReview={false} />);

    await user.type(await screen.findByLabelText('Your review'), 'Too short');
    expect(screen.getByText('9 / 1000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose a rating')).toBeInTheDocument();
    expect(screen.getByText('At least 10 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // The stars are one radio group: arrow keys move the choice.
    await user.click(screen.getByRole('radio', { name: '3 stars, Good' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await user.clear(screen.getByLabelText('Your review'));
    await user.type(screen.getByLabelText('Your review'), text);
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you for your review'));
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(post?.data as string)).toEqual({ bookingId, rating: 4, reviewText: text });
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the review already written instead of the form', async () => {
    serveApi([[`GET /user/booking/user-review/${bookingId}`, { data: { review: makeReview() } }]]);
    renderWithProviders(<BookingReviewSection bookingId={bookingId} canReview={false} hasReview />);
    expect(await screen.findByText(/Bright rooms and a calm street/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/Stayed March 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });
});

describe('review list', () => {
  it('summarises the ratings and pages through the reviews', async () => {
    const user = userEvent.setup();
    const calls = serveApi([
      [
        `GET /owner/reviews/${propertyId}`,
        (call) => ({
          data: {
            summary: { ratingAverage: 4.5, ratingCount: 6, distribution: [0, 0, 1, 1, 4] },
            data: [
              makeReview({
                id: call.url.includes('page=2')
                  ? '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'
                  : '9f3e5a7b-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
                reviewText: call.url.includes('page=2') ? 'Second page review text' : 'First page',
              }),
            ],
            pagination: {
              page: call.url.includes('page=2') ? 2 : 1,
              limit: 5,
              total: 6,
              totalPages: 2,
            },
          },
        }),
      ],
    ]);
    renderWithProviders(<ReviewList role="owner" propertyId={propertyId} />);

    const summary = await screen.findByRole('region', { name: 'Rating summary' });
    expect(within(summary).getByText('4.5')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(within(summary).getByText('6 reviews')).toBeInTheDocument();
    const rows = within(summary).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars4 reviews',
      '4 stars1 review',
      '3 stars1 review',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(screen.getByText('First page')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Second page review text')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      `/owner/reviews/${propertyId}?page=1&limit=5`,
      `/owner/reviews/${propertyId}?page=2&limit=5`,
    ]);
  });

  it('says there are no reviews yet', async () => {
    serveApi([
      [
        `GET /admin/reviews/${propertyId}`,
        {
          data: {
            summary: { ratingAverage: null, ratingCount: 0, distribution: [0, 0, 0, 0, 0] },
            data: [],
            pagination: { page: 1, limit: 5, total: 0, totalPages: 1 },
          },
        },
      ],
    ]);
    renderWithProviders(<ReviewList role="admin" propertyId={propertyId} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
