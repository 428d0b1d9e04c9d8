import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_VIEW_GLOBAL, revealApp, revealPageShell } from '../lib/early-view';
import { makeSummary } from '../test/property-factory';
import {
  ANSWERED_SHELL_MAX_WAIT_MS,
  PAGE_SHELL_VIEW_ID,
  SHELL_PERSON,
  startPageShell,
  withPerson,
} from './page-shell';
import { PLACEHOLDER_COVER, fillCover } from './shell-cover';
import { PLACEHOLDER_HOMES, fillHomes } from './shell-homes';

const person = { name: 'Asha Menon', email: 'asha@example.com' };

/** A shell's <template> as the build writes it (build/page-shells-plugin.ts). */
const template = (state: 'loading' | 'answered', markup: string, media = '{}') =>
  `<template data-page-shell="${state}" data-media="${media.replaceAll('"', '&quot;')}">${markup}</template>`;

/** index.html as the build writes it for an early page: the shell's templates, then #root. */
const servePageWithShell = (markup: string, ...others: string[]) => {
  document.body.innerHTML = `${template('loading', markup)}${others.join('')}<div id="root"></div>`;
};

/** The placeholder homes' list as the build draws it answered: a count and a card each. */
const placeholderList = `<p>9973 homes</p><div class="grid">${PLACEHOLDER_HOMES.map(
  (home) =>
    `<a href="/user/property/${home.id}"><h3>${home.title}</h3>${home.coverImage ? `<img src="${home.coverImage.thumbUrl}">` : ''}</a>`,
).join('')}</div>`;

afterEach(() => {
  delete window[EARLY_VIEW_GLOBAL];
  document.body.innerHTML = '';
});

describe('withPerson', () => {
  it('puts the name in full, the first name, the initial and the e-mail address in place', () => {
    const text = `${SHELL_PERSON.name} | ${SHELL_PERSON.firstName} | ${SHELL_PERSON.initial} | ${SHELL_PERSON.email}`;
    expect(withPerson(text, person)).toBe('Asha Menon | Asha | A | asha@example.com');
    expect(withPerson(SHELL_PERSON.initial, { name: ' ', email: '' })).toBe('?');
  });
});

describe('startPageShell', () => {
  const shell = `<div class="frame"><span aria-hidden="true">${SHELL_PERSON.initial}</span><button aria-label="Account of ${SHELL_PERSON.name}">${SHELL_PERSON.firstName}</button><h1>My wallet</h1></div>`;

  it("shows the page's shell with the person in it and hides #root until the app hands over", async () => {
    servePageWithShell(shell);
    const state = startPageShell(person);
    await state.settled;
    await new Promise((resolve) => setTimeout(resolve, 0));

    const view = document.getElementById(PAGE_SHELL_VIEW_ID);
    expect(view?.textContent).toBe('AAshaMy wallet');
    expect(view?.querySelector('button')?.getAttribute('aria-label')).toBe('Account of Asha Menon');
    expect(document.getElementById('root')?.hidden).toBe(true);
    expect(view?.inert).toBe(true);
    expect(view?.getAttribute('aria-hidden')).toBe('true');

    revealPageShell();
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('reads a name as text, never as markup', async () => {
    servePageWithShell(shell);
    startPageShell({ name: '<img src=x onerror=alert(1)> Menon', email: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const view = document.getElementById(PAGE_SHELL_VIEW_ID);
    expect(view?.querySelector('img')).toBeNull();
    expect(view?.querySelector('button')?.textContent).toBe('<img');
  });

  it('draws nothing when the app has already taken over, or the page has no shell', async () => {
    servePageWithShell(shell);
    startPageShell(person);
    revealApp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);

    document.body.innerHTML = '<div id="root"></div>';
    startPageShell(person);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('draws the shell for the screen it is on', async () => {
    const wide = '{"(min-width: 1024px)":true}';
    const narrow = '{"(min-width: 1024px)":false}';
    document.body.innerHTML = `${template('loading', '<main>phone</main>', narrow)}${template('loading', '<main>desktop</main>', wide)}<div id="root"></div>`;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(min-width: 1024px)' }) as MediaQueryList,
    );
    startPageShell(person);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)?.textContent).toBe('desktop');
    vi.restoreAllMocks();
  });
});

describe('startPageShell with homes', () => {
  const loading = `<main><h1>Homes for rent</h1><div role="status">Loading</div></main>`;
  const answered = template('answered', `<main><h1>Homes for rent</h1>${placeholderList}</main>`);
  const answer = {
    data: [makeSummary({ title: 'Sea-view flat' })],
    pagination: { page: 1, limit: 12, total: 1, totalPages: 1 },
  };

  it('draws the homes once they answer, then lets the app start once their photo is painted', async () => {
    servePageWithShell(loading, answered);
    let answerHomes: (value: unknown) => void = () => undefined;
    const state = startPageShell(person, {
      answer: new Promise((resolve) => (answerHomes = resolve)),
      fill: fillHomes,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)?.textContent).toContain('Loading');

    let isSettled = false;
    void state.settled.then(() => (isSettled = true));
    answerHomes(answer);
    await vi.waitFor(() =>
      expect(document.querySelector(`#${PAGE_SHELL_VIEW_ID} h3`)?.textContent).toBe(
        'Sea-view flat',
      ),
    );
    expect(document.querySelectorAll(`#${PAGE_SHELL_VIEW_ID}`)).toHaveLength(1);
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)?.textContent).toContain('1 home');
    // The app's page rendering does not hand over: its own homes do (revealApp).
    expect(state.revealsOnPage).toBe(false);
    revealPageShell();
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).not.toBeNull();
    expect(isSettled).toBe(false);
    document.querySelector(`#${PAGE_SHELL_VIEW_ID} img`)!.dispatchEvent(new Event('load'));
    await state.settled;
    revealApp();
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('keeps the loading shell, and lets the app start, for homes it cannot draw', async () => {
    servePageWithShell(loading, answered);
    const state = startPageShell(person, {
      answer: Promise.resolve({ data: [] }),
      fill: fillHomes,
    });
    await state.settled;
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)?.textContent).toContain('Loading');
    expect(state.revealsOnPage).toBe(true);
  });

  it('lets the app start after ANSWERED_SHELL_MAX_WAIT_MS, and draws no homes after that', async () => {
    vi.useFakeTimers();
    servePageWithShell(loading, answered);
    let answerHomes: (value: unknown) => void = () => undefined;
    const state = startPageShell(person, {
      answer: new Promise((resolve) => (answerHomes = resolve)),
      fill: fillHomes,
    });
    await vi.advanceTimersByTimeAsync(ANSWERED_SHELL_MAX_WAIT_MS);
    await state.settled;
    answerHomes(answer);
    await vi.advanceTimersByTimeAsync(10);
    expect(document.querySelector(`#${PAGE_SHELL_VIEW_ID} h3`)).toBeNull();
    expect(state.revealsOnPage).toBe(true);
    vi.useRealTimers();
  });
});

describe("startPageShell with a home's cover", () => {
  const loading = `<main><div role="status">Loading the home</div></main>`;
  const answered = template(
    'answered',
    `<main><div role="status"><img src="${PLACEHOLDER_COVER.url}" width="${PLACEHOLDER_COVER.width}" height="${PLACEHOLDER_COVER.height}" alt=""></div></main>`,
  );
  const cover = { url: '/uploads/properties/p/first-large.webp', width: 1200, height: 900 };

  it("draws the home's first photo once the home answers, then lets the app start", async () => {
    servePageWithShell(loading, answered);
    const state = startPageShell(person, {
      answer: Promise.resolve({ property: { images: [cover, { url: '/second.webp' }] } }),
      fill: fillCover,
    });
    const photo = await vi.waitFor(() => {
      const drawn = document.querySelector(`#${PAGE_SHELL_VIEW_ID} img`);
      expect(drawn).not.toBeNull();
      return drawn!;
    });
    expect(photo).toHaveAttribute('src', cover.url);
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '900');
    expect(state.revealsOnPage).toBe(false);
    photo.dispatchEvent(new Event('load'));
    await state.settled;
    revealApp();
    expect(document.getElementById(PAGE_SHELL_VIEW_ID)).toBeNull();
  });

  it('keeps the loading shell for a home without photos, or a photo elsewhere', async () => {
    for (const images of [[], [{ ...cover, url: 'https://elsewhere.example/x.webp' }]]) {
      servePageWithShell(loading, answered);
      const state = startPageShell(person, {
        answer: Promise.resolve({ property: { images } }),
        fill: fillCover,
      });
      await state.settled;
      expect(document.querySelector(`#${PAGE_SHELL_VIEW_ID} img`)).toBeNull();
      expect(state.revealsOnPage).toBe(true);
    }
  });
});
