import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';
import { useLoaded } from './use-loaded';

function Probe(
  props: { module: ReturnType<typeof loadOnce<string>> } & Parameters<typeof useLoaded>[1],
) {
  const { module, ...options } = props;
  return <p>{useLoaded(module, options) ?? 'not yet'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render() {
    return this.state.error ? <p>error page: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useLoaded', () => {
  it('fetches at once and draws the module, and from then on in the first render', async () => {
    const fetchModule = vi.fn(() => Promise.resolve('the module'));
    const module = loadOnce(fetchModule);
    const first = render(<Probe module={module} whenFailed="wait" />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await screen.findByText('the module');
    first.unmount();
    render(<Probe module={module} whenFailed="wait" />);
    expect(screen.getByText('the module')).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  // Engagement is once per page, and no other test here gives it.
  it("with fetchNow off, waits for someone to engage with the page; hands a failure to the caller's handler; fetches again once asked to fetch now", async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('the module');
    const module = loadOnce(fetchModule);
    const onFailure = vi.fn();
    const view = render(<Probe module={module} whenFailed={onFailure} fetchNow={false} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchModule).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(screen.getByText('not yet')).toBeInTheDocument();

    view.rerender(<Probe module={module} whenFailed={onFailure} fetchNow />);
    await screen.findByText('the module');
    expect(fetchModule).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("throws a failure to the route's error page when the page cannot go on without it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = loadOnce(() => Promise.reject(new Error('stale deploy')));
    render(
      <Boundary>
        <Probe module={module} whenFailed="throw" />
      </Boundary>,
    );
    await screen.findByText('error page: stale deploy');
  });
});
