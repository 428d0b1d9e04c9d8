// The page shell's life (issue 27, decision 039): index.html, as served for an early page, holds
// that page's first state in <template>s, drawn at build time by the app's own components
// (src/prerender/page-shells.tsx, build/page-shells-plugin.ts) for a placeholder person, one per
// screen width the page lays out for. For a signed-in person whose stored session the page's guard
// would let in, the boot script shows it, with their name, before the app's code has arrived; the
// app draws the same page unseen in #root and takes its place once the page itself has rendered
// (revealPageShell in src/lib/early-view.ts). Where the largest paint is a photo the build cannot
// know (the homes of the search and the home page: ./shell-homes.ts; a home's cover on its page:
// ./shell-cover.ts), the shell is drawn again, answered, once the page's answer comes, and the app
// takes over when it draws its own. Inlined in index.html with ./early-requests.ts:
// keep it small.
import { EARLY_VIEW_GLOBAL, type EarlyView } from '../lib/early-view';
import { documentParsed, firstPhotoPainted, showAppInsteadOf } from './boot-helpers';
import { rewriteValues } from './shell-values';

/**
 * The attribute that marks a shell's <template> (`loading` or `answered`), the one with the media
 * queries it was drawn for (JSON: query → matches), and the id of the view drawn from it.
 */
export const PAGE_SHELL_ATTRIBUTE = 'data-page-shell';
export const PAGE_SHELL_MEDIA_ATTRIBUTE = 'data-media';
export const PAGE_SHELL_VIEW_ID = 'page-shell-view';

/** The media queries a page asked as the build drew its shell, and what each answered. */
export type ShellMedia = Record<string, boolean>;

/** The longest the app waits for an answered shell to paint its first photo before it starts. */
export const ANSWERED_SHELL_MAX_WAIT_MS = 3000;

/**
 * A page whose shell is drawn again once its answer comes: the early answer, and what draws it
 * into a copy of the answered template (false for an answer it cannot draw exactly as the app).
 */
export interface ShellAnswer {
  answer: Promise<unknown>;
  fill: (view: Element, answer: unknown) => boolean;
}

/**
 * What stands for the person in a shell (src/prerender/page-shells.tsx draws with these). Every
 * part of the name starts with a letter no real text of the app uses, so the avatar's initial (the
 * name's first letter) is found as that letter alone.
 */
export const SHELL_PERSON = {
  initial: 'Ǯ',
  firstName: 'Ǯnestlyshellfirst',
  name: 'Ǯnestlyshellfirst Ǯnestlyshelllast',
  email: 'nestlyshell@nestly.invalid',
} as const;

export interface ShellPerson {
  name: string;
  email: string;
}

/** The text with the placeholder person's parts replaced by the person's (as the app shows them). */
export const withPerson = (text: string, { name, email }: ShellPerson): string => {
  const trimmed = name.trim();
  const firstName = trimmed.split(/\s+/)[0] ?? trimmed;
  const initial = trimmed.charAt(0).toUpperCase() || '?';
  return text
    .replaceAll(SHELL_PERSON.name, name)
    .replaceAll(SHELL_PERSON.firstName, firstName)
    .replaceAll(SHELL_PERSON.email, email)
    .replaceAll(SHELL_PERSON.initial, initial);
};

/** Puts the person in the shell's text and attributes, as text: never read as markup. */
const fillIn = (view: Node, person: ShellPerson): void =>
  rewriteValues(view, (value) => withPerson(value, person));

/** The page's shell in `state`, drawn for this screen (its media queries answer as they did). */
const templateFor = (state: 'loading' | 'answered'): HTMLTemplateElement | undefined => {
  for (const template of document.querySelectorAll(`template[${PAGE_SHELL_ATTRIBUTE}]`)) {
    if (!(template instanceof HTMLTemplateElement)) continue;
    if (template.getAttribute(PAGE_SHELL_ATTRIBUTE) !== state) continue;
    const media = JSON.parse(
      template.getAttribute(PAGE_SHELL_MEDIA_ATTRIBUTE) ?? '{}',
    ) as ShellMedia;
    const fits = Object.entries(media).every(
      ([query, matches]) => window.matchMedia(query).matches === matches,
    );
    if (fits) return template;
  }
  return undefined;
};

/** A copy of the shell in `state` with the person in it, ready to show; undefined if none. */
const draw = (state: 'loading' | 'answered', person: ShellPerson): HTMLElement | undefined => {
  const drawn = templateFor(state)?.content.firstElementChild?.cloneNode(true);
  if (!(drawn instanceof HTMLElement)) return undefined;
  fillIn(drawn, person);
  drawn.id = PAGE_SHELL_VIEW_ID;
  // A picture of the page until the app has it: its buttons would do nothing, so nothing in it
  // takes a tap or a key, and screen readers wait for the app's page rather than read this one.
  drawn.inert = true;
  drawn.setAttribute('aria-hidden', 'true');
  return drawn;
};

/**
 * Shows the page's shell (if index.html holds one for this screen) in place of #root once the
 * document is parsed, and publishes under window[EARLY_VIEW_GLOBAL] how the app hands over:
 * `reveal` removes the shell and shows #root. `answered`, on a page whose largest paint is a photo
 * its answer names (homes, a home's cover): once it answers, the shell is drawn again with it, and
 * the app then starts (`settled`) once its first photo is painted (at most
 * ANSWERED_SHELL_MAX_WAIT_MS), and takes over when it has drawn its own (revealApp), not as soon as
 * its page renders. Without `answered`, or for an answer it cannot draw, the app starts at once.
 */
export const startPageShell = (person: ShellPerson, answered?: ShellAnswer): EarlyView => {
  let view: HTMLElement | undefined;
  let isOver = false;
  const reveal = () => {
    isOver = true;
    showAppInsteadOf(view);
    view = undefined;
  };
  const show = (drawn: HTMLElement) => {
    const root = document.getElementById('root');
    if (isOver || !root) return;
    view?.remove();
    view = drawn;
    root.hidden = true;
    root.before(drawn);
  };
  const parsed = documentParsed();
  void parsed.then(() => {
    const drawn = draw('loading', person);
    if (drawn && !view) show(drawn);
  });
  let hasGivenUp = false;
  const drawAnswered = async ({ answer: early, fill }: ShellAnswer) => {
    const [answer] = await Promise.all([early, parsed]);
    const drawn = draw('answered', person);
    // Too late (the app has started or taken over): drawn now, the answer would only hide it.
    if (isOver || hasGivenUp || !drawn || !fill(drawn, answer)) return;
    show(drawn);
    state.revealsOnPage = false;
    await firstPhotoPainted(drawn);
  };
  const settled = !answered
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          hasGivenUp = true;
          resolve();
        }, ANSWERED_SHELL_MAX_WAIT_MS);
        drawAnswered(answered)
          .catch(() => undefined) // an answer it cannot draw is the app's to draw
          .finally(() => {
            clearTimeout(timer);
            resolve();
          });
      });
  const state: EarlyView = { settled, reveal, revealsOnPage: true };
  window[EARLY_VIEW_GLOBAL] = state;
  return state;
};
