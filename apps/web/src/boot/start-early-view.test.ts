import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOf, makeSummary } from '../test/property-factory';
import { EMPTY_FILTERS } from '../features/properties/lib/property-filters';
import { EARLY_VIEW_GLOBAL, revealApp, whenEarlyViewSettled } from '../lib/early-view';
import { EARLY_VIEW_ID, drawEarlySearchView } from './early-search-view';
import { EARLY_VIEW_MAX_WAIT_MS, startEarlyView } from './start-early-view';

const active = { id: 'b1f0c2a4-9d3e-4c55-8a71-0f2e6d9c4b10', status: 'active' };
const loadDrawer = () => Promise.resolve({ drawEarlySearchView });

const start = (status: unknown, search: unknown = listOf([makeSummary()])) =>
  startEarlyView({
    name: 'Asha Menon',
    filters: EMPTY_FILTERS,
    status: Promise.resolve(status),
    search: Promise.resolve(search),
    loadDrawer,
  });

/** An early view whose search has not answered yet; `answer` gives it its answer. */
const startWithSearchPending = () => {
  let answer: (value: unknown) => void = () => undefined;
  const view = startEarlyView({
    name: 'Asha Menon',
    filters: EMPTY_FILTERS,
    status: Promise.resolve(active),
    search: new Promise((resolve) => (answer = resolve)),
    loadDrawer,
  });
  return { view, answer: (value: unknown) => answer(value) };
};

/** The view's first photo arrives (jsdom loads no images). */
const photoLoads = async () => {
  await vi.waitFor(() => expect(document.querySelector(`#${EARLY_VIEW_ID} img`)).not.toBeNull());
  document.querySelector(`#${EARLY_VIEW_ID} img`)!.dispatchEvent(new Event('load'));
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  // jsdom paints nothing: a frame is a task, and an image decodes at once.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 0),
  );
  HTMLImageElement.prototype.decode = () => Promise.resolve();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window[EARLY_VIEW_GLOBAL];
  document.body.innerHTML = '';
});

describe('startEarlyView', () => {
  it('draws the homes of an active tenant and settles once the first photo has painted', async () => {
    vi.useFakeTimers();
    const startedAt = Date.now();
    const view = start(active);
    expect(window[EARLY_VIEW_GLOBAL]).toBe(view);
    let isSettled = false;
    void whenEarlyViewSettled().then(() => (isSettled = true));

    await vi.waitFor(() => expect(document.getElementById(EARLY_VIEW_ID)).not.toBeNull());
    expect(document.getElementById('root')!.hidden).toBe(true);
    // The app waits for the photo: up to the last moment of its longest wait, nothing settles.
    await vi.advanceTimersByTimeAsync(EARLY_VIEW_MAX_WAIT_MS - 1 - (Date.now() - startedAt));
    expect(isSettled).toBe(false);
    // The photo then arrives well within that wait (its timer, still fake, never fires).
    vi.useRealTimers();

    await photoLoads();
    await view.settled;

    // The app hands over: the view goes, #root shows; a second reveal changes nothing.
    revealApp();
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
    revealApp();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('draws nothing when the account check was refused or the account is not active', async () => {
    await start(null).settled;
    await start({ ...active, status: 'blocked' }).settled;
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('draws nothing for a search it cannot draw, and lets the app start at once', async () => {
    await start(active, listOf([])).settled;
    await start(active, null).settled;
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
  });

  it('lets the app start after EARLY_VIEW_MAX_WAIT_MS, and draws nothing after that', async () => {
    vi.useFakeTimers();
    const { view, answer } = startWithSearchPending();
    await vi.advanceTimersByTimeAsync(EARLY_VIEW_MAX_WAIT_MS);
    await view.settled;
    // The search answers late: the app is already rendering, so the view would only cover it.
    answer(listOf([makeSummary()]));
    await vi.advanceTimersByTimeAsync(10);
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });

  it('draws nothing once the app has revealed itself (it went elsewhere first)', async () => {
    const { view, answer } = startWithSearchPending();
    view.reveal();
    answer(listOf([makeSummary()]));
    await view.settled;
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
  });

  it('settles without a view when its code fails to load', async () => {
    const view = startEarlyView({
      name: 'Asha Menon',
      filters: EMPTY_FILTERS,
      status: Promise.resolve(active),
      search: Promise.resolve(listOf([makeSummary()])),
      loadDrawer: () => Promise.reject(new Error('offline')),
    });
    await view.settled;
    expect(document.getElementById(EARLY_VIEW_ID)).toBeNull();
  });
});

describe('whenEarlyViewSettled', () => {
  it('resolves at once when the boot script draws no view', async () => {
    await expect(whenEarlyViewSettled()).resolves.toBeUndefined();
  });
});
