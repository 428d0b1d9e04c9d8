import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * Whether a toast has been asked for is module state (lib/toast), kept for the page's life: each
 * test loads the providers and the toasts afresh, so none sees what another asked for.
 */
const loadFresh = async () => {
  vi.resetModules();
  const [{ Providers }, { toast }] = await Promise.all([
    import('./providers'),
    import('../lib/toast'),
  ]);
  return { Providers, toast };
};

describe('toasts', () => {
  it('load with the first toast: no container (nor react-toastify) before it', async () => {
    const { Providers } = await loadFresh();
    const { container } = render(
      <Providers>
        <p>Page</p>
      </Providers>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).toBeNull();
  });

  it('show what was asked for while react-toastify loaded, in order, below the fixed top bars', async () => {
    const { Providers, toast } = await loadFresh();
    render(
      <Providers>
        <p>Page</p>
      </Providers>,
    );
    act(() => {
      toast.error('Incorrect code');
      toast.success('Profile saved');
    });
    // react-toastify and the container load on demand; in this test environment the container's
    // first import also compiles @nestly/shared, which can take over a second on a busy machine.
    const message = await screen.findByText('Profile saved', {}, { timeout: 5_000 });
    expect(screen.getByText('Incorrect code')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.Toastify__toast')].map(
      (node) => node.textContent,
    );
    expect(shown).toEqual(['Profile saved', 'Incorrect code']); // newest on top
    // Below the fixed top bars (4.5 rem tall), not over the account menu.
    const container = message.closest<HTMLElement>('.Toastify__toast-container');
    expect(container).not.toBeNull();
    expect(container?.style.top).toBe('5.25rem');

    // Once loaded, a toast is shown at once.
    act(() => {
      toast.info('Code sent');
    });
    expect(await screen.findByText('Code sent')).toBeInTheDocument();
  });
});
