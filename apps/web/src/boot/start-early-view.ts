// The early view's life (issue 12; src/lib/early-view.ts is the app's side): drawn by
// ./early-search-view.ts once the early answers and its code are here, handed over to the app
// when the app's own results are drawn. Inlined in index.html with ./early-requests.ts: keep it
// small.
import type { PropertyFilters } from '../features/properties/lib/property-filters';
import { EARLY_VIEW_GLOBAL, type EarlyView } from '../lib/early-view';
import { documentParsed, showAppInsteadOf } from './boot-helpers';
import type { DrawEarlySearchView } from './early-search-view';

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once the view's first photo (if any) is loaded, decoded and painted. */
const firstPhotoPainted = async (view: HTMLElement): Promise<void> => {
  const photo = view.querySelector('img');
  if (photo && !photo.complete) {
    await new Promise((resolve) => {
      photo.addEventListener('load', resolve, { once: true });
      photo.addEventListener('error', resolve, { once: true });
    });
  }
  await photo?.decode().catch(() => undefined);
  // The first frame runs before the paint it belongs to; the second, after it.
  await nextFrame();
  await nextFrame();
};

/** The longest the app waits for the early view before it starts rendering regardless. */
export const EARLY_VIEW_MAX_WAIT_MS = 3000;

interface EarlyViewOptions {
  /** The tenant's full name, from the stored session. */
  name: string;
  filters: PropertyFilters;
  /** The early account check's and search's answers (null when refused or failed). */
  status: Promise<unknown>;
  search: Promise<unknown>;
  /** Fetches the drawing code (./early-search-view.ts, built as a file of its own). */
  loadDrawer: () => Promise<{ drawEarlySearchView: DrawEarlySearchView }>;
}

/**
 * Draws the early view once the account check and the search have answered (an account not
 * active, or any refused answer, draws nothing: the app decides), and publishes its state under
 * window[EARLY_VIEW_GLOBAL] for the app: `settled` once its first photo has painted or it gave up
 * (EARLY_VIEW_MAX_WAIT_MS at most), `reveal` to hand the page over.
 */
export const startEarlyView = ({
  name,
  filters,
  status,
  search,
  loadDrawer,
}: EarlyViewOptions): EarlyView => {
  let view: HTMLElement | undefined;
  let isOver = false;
  const reveal = () => {
    isOver = true;
    showAppInsteadOf(view);
    view = undefined;
  };
  const draw = async () => {
    const [statusAnswer, searchAnswer, { drawEarlySearchView }] = await Promise.all([
      status,
      search,
      loadDrawer(),
      documentParsed(),
    ]);
    const account = statusAnswer as { status?: unknown } | null;
    // Too late (the app has started, or taken over), or not a tenant the search is for.
    if (isOver || account?.status !== 'active') return;
    view = drawEarlySearchView(name, filters, searchAnswer);
    if (view) await firstPhotoPainted(view);
  };
  const settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, EARLY_VIEW_MAX_WAIT_MS);
    draw()
      .catch(() => undefined) // a view that cannot be drawn is the app's to draw
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  }).then(() => {
    // From now on the app renders: a view not yet drawn would only cover it.
    if (!view) isOver = true;
  });
  const state: EarlyView = { settled, reveal };
  window[EARLY_VIEW_GLOBAL] = state;
  return state;
};
