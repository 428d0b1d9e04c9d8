import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationFrame } from './navigation-frame';

// The page-change effects are their own chunk; on a slow phone they arrive after the person has
// already moved on. Here they arrive only when the test lets them.
let releaseEffects: () => void = () => undefined;
const effectsArrived = new Promise<void>((resolve) => {
  releaseEffects = resolve;
});
vi.mock('./navigation-effects', async (importOriginal) => {
  await effectsArrived;
  return importOriginal();
});

describe('the navigation frame, when its effects arrive late', () => {
  it('leaves the focus where the person put it before the effects had loaded', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 100, 20),
    ] as unknown as DOMRectList);
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
            {
              path: '/login',
              element: (
                <main>
                  <h1>Log in</h1>
                </main>
              ),
            },
            {
              path: '/home',
              element: (
                <main>
                  <h1>Welcome</h1>
                </main>
              ),
            },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/home'));
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerDown(menu);
    menu.focus();

    await act(async () => {
      releaseEffects();
      await effectsArrived;
    });
    // The effects have run (they would have moved the focus by now) and left it on the menu.
    await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(menu).toHaveFocus();
    vi.restoreAllMocks();
  });
});
