import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../boot/early-requests';
import { SHELL_PERSON } from '../boot/page-shell';
import { SHELL_PAGES, renderPageShell } from './page-shells';

describe('page shells (issue 27)', () => {
  it('draws one for every early page but the search (which has its early view)', () => {
    expect(SHELL_PAGES.map((page) => page.route)).toEqual(EARLY_PAGES.map((page) => page.route));
  });

  it.each(SHELL_PAGES.map((page) => [page.route, page] as const))(
    "draws %s's frame, for the placeholder person, and the page in its first state",
    (_route, page) => {
      const markup = renderPageShell(page);
      const shell = document.createElement('div');
      shell.innerHTML = markup;
      expect(shell.querySelector('header')).not.toBeNull();
      expect(shell.querySelector('main')).not.toBeNull();
      expect(markup).toContain(SHELL_PERSON.firstName);
    },
  );
});
