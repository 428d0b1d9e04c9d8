import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_VIEW_GLOBAL, revealApp, revealPageShell } from '../lib/early-view';
import { PAGE_SHELL_VIEW_ID, SHELL_PERSON, startPageShell, withPerson } from './page-shell';

const person = { name: 'Asha Menon', email: 'asha@example.com' };

/** index.html as the build writes it for an early page: the shell's template, then #root. */
const servePageWithShell = (markup: string) => {
  document.body.innerHTML = `<template id="page-shell">${markup}</template><div id="root"></div>`;
};

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
});
