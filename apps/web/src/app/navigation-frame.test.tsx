import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationFrame } from './navigation-frame';

const page = (title: string) => (
  <main>
    <h1>{title}</h1>
  </main>
);

describe('the navigation frame', () => {
  it('treats a page left before its effects load as a page change: top of the page, focus on the heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom draws nothing; the frame looks for a heading that has a box.
    const rects = vi
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
    const router = createMemoryRouter(
      [
        {
          element: <NavigationFrame />,
          children: [
            { path: '/home', element: page('Home') },
            { path: '/checkout', element: page('Checkout') },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    // At once, before the lazily loaded effects have arrived.
    await act(() => router.navigate('/checkout'));

    const heading = await screen.findByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(heading).toHaveFocus());
    // At once, not smoothly: the stylesheet's smooth scrolling would slide the new page up.
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockRestore();
    rects.mockRestore();
  });
});
