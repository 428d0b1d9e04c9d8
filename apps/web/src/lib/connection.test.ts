import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, onBackOnline, reportLiveConnection } from './connection';

afterEach(() => {
  reportLiveConnection(true);
  window.dispatchEvent(new Event('online'));
});

describe('the connection state (issue 29, item 11)', () => {
  it('is offline while either the browser or the live connection is down; back once both are up', () => {
    const back = vi.fn();
    const off = onBackOnline(back);
    expect(isOnline()).toBe(true);

    reportLiveConnection(false);
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    // The browser is back, the server not yet: still offline, nothing resent.
    expect(isOnline()).toBe(false);
    expect(back).not.toHaveBeenCalled();

    reportLiveConnection(true);
    expect(isOnline()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    // "Up" again while up is no change.
    reportLiveConnection(true);
    expect(back).toHaveBeenCalledTimes(1);
    off();
  });
});
