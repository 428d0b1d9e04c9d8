import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingPropertyThumb } from './booking-property-thumb';

describe('BookingPropertyThumb', () => {
  it("loads a list's thumbnails when they come into view", () => {
    const { container } = render(<BookingPropertyThumb coverUrl="/uploads/p/thumb.webp" />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
  });

  it("loads the one at the top of a booking's page at once and first (its largest paint)", () => {
    const { container } = render(
      <BookingPropertyThumb coverUrl="/uploads/p/thumb.webp" isPriority />,
    );
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('src', '/uploads/p/thumb.webp');
  });

  it('draws a placeholder for a home without a photo', () => {
    const { container } = render(<BookingPropertyThumb coverUrl={null} isPriority />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeInTheDocument();
  });
});
