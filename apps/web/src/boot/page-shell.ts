// The page shell's life (issue 27, decision 039): index.html, as served for an early page, holds
// that page's first state in a <template>, drawn at build time by the app's own components
// (src/prerender/page-shells.tsx, build/page-shells-plugin.ts) for a placeholder person. For a
// signed-in person whose stored session the page's guard would let in, the boot script shows it,
// with their name, before the app's code has arrived; the app draws the same page unseen in #root
// and takes its place once the page itself has rendered (revealPageShell in src/lib/early-view.ts).
// Inlined in index.html with ./early-requests.ts: keep it small.
import { EARLY_VIEW_GLOBAL, type EarlyView } from '../lib/early-view';
import { documentParsed, showAppInsteadOf } from './boot-helpers';

/** The id of the <template> that holds the shell, and of the view drawn from it. */
export const PAGE_SHELL_TEMPLATE_ID = 'page-shell';
export const PAGE_SHELL_VIEW_ID = 'page-shell-view';

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
const fillIn = (view: Node, person: ShellPerson): void => {
  const walker = document.createTreeWalker(view, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      node.nodeValue = withPerson(node.nodeValue ?? '', person);
      continue;
    }
    for (const attribute of [...(node as Element).attributes]) {
      const value = withPerson(attribute.value, person);
      if (value !== attribute.value) attribute.value = value;
    }
  }
};

/**
 * Shows the page's shell (if index.html holds one) in place of #root once the document is parsed,
 * and publishes under window[EARLY_VIEW_GLOBAL] how the app hands over: `settled` at once (the app
 * starts as soon as its code is here), `reveal` to remove the shell and show #root.
 */
export const startPageShell = (person: ShellPerson): EarlyView => {
  let view: HTMLElement | undefined;
  let isOver = false;
  const reveal = () => {
    isOver = true;
    showAppInsteadOf(view);
    view = undefined;
  };
  const state: EarlyView = { settled: Promise.resolve(), reveal, revealsOnPage: true };
  window[EARLY_VIEW_GLOBAL] = state;
  void documentParsed().then(() => {
    const template = document.getElementById(PAGE_SHELL_TEMPLATE_ID);
    const root = document.getElementById('root');
    if (isOver || !(template instanceof HTMLTemplateElement) || !root) return;
    const drawn = template.content.firstElementChild?.cloneNode(true);
    if (!(drawn instanceof HTMLElement)) return;
    fillIn(drawn, person);
    drawn.id = PAGE_SHELL_VIEW_ID;
    // A picture of the page until the app has it: its buttons would do nothing, so nothing in it
    // takes a tap or a key, and screen readers wait for the app's page rather than read this one.
    drawn.inert = true;
    drawn.setAttribute('aria-hidden', 'true');
    view = drawn;
    root.hidden = true;
    root.before(drawn);
  });
  return state;
};
