import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('leaves the focus where the person put it when the heading is drawn after they acted', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const rects = vi
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
    let showHeading: (() => void) | null = null;
    function LatePage() {
      const [isDrawn, setIsDrawn] = useState(false);
      showHeading = () => setIsDrawn(true);
      return <main>{isDrawn ? <h1>Welcome</h1> : <p>Loading</p>}</main>;
    }
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <button type="button">Menu</button>
              <NavigationFrame />
            </>
          ),
          children: [
            { path: '/login', element: page('Log in') },
            { path: '/home', element: <LatePage /> },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/home'));
    // The person opens a menu (focus in it) before the page's heading has come.
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerDown(menu);
    menu.focus();
    act(() => showHeading?.());

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(menu).toHaveFocus();
    scrollTo.mockRestore();
    rects.mockRestore();
  });
});
