import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../boot/early-requests';
import { SHELL_PERSON } from '../boot/page-shell';
import { PLACEHOLDER_COVER, fillBookingCover, fillCover } from '../boot/shell-cover';
import { PLACEHOLDER_HOMES } from '../boot/shell-homes';
import { BookingDetailSkeleton } from '../features/bookings/components/booking-detail-screen';
import { PropertyDetailSkeleton } from '../features/properties/components/user-property-screen';
import { SHELL_PAGES, renderPageShells, shellMarkupOf } from './page-shells';

const shellsOf = (route: string) =>
  renderPageShells(SHELL_PAGES.find((page) => page.route === route)!);

describe('page shells (issue 27)', () => {
  it('draws one for the search and every early page', () => {
    expect(SHELL_PAGES.map((page) => page.route).sort()).toEqual(
      ['/user/properties', ...EARLY_PAGES.map((page) => page.route)].sort(),
    );
  });

  it.each(SHELL_PAGES.map((page) => [page.route, page] as const))(
    "draws %s's frame, for the placeholder person, and the page in its first state",
    async (_route, page) => {
      const [loading] = await renderPageShells(page);
      const shell = document.createElement('div');
      shell.innerHTML = loading!.markup;
      expect(loading!.isAnswered).toBe(false);
      expect(shell.querySelector('header')).not.toBeNull();
      expect(shell.querySelector('main')).not.toBeNull();
      expect(loading!.markup).toContain(SHELL_PERSON.firstName);
    },
  );

  it('draws the search for a phone and a desktop, loading and answered with the placeholder homes', async () => {
    const shells = await shellsOf('/user/properties');
    expect(shells.map(({ isAnswered, media }) => ({ isAnswered, media }))).toEqual([
      { isAnswered: false, media: { '(min-width: 1024px)': false } },
      { isAnswered: false, media: { '(min-width: 1024px)': true } },
      { isAnswered: true, media: { '(min-width: 1024px)': false } },
      { isAnswered: true, media: { '(min-width: 1024px)': true } },
    ]);
    const [, desktop, answered] = shells;
    // The desktop's filter card stands beside the results; a phone has a button for the drawer.
    expect(desktop!.markup).toContain('Filters</h2>');
    for (const home of PLACEHOLDER_HOMES) {
      expect(answered!.markup).toContain(`href="/user/property/${home.id}"`);
      expect(shells[0]!.markup).not.toContain(home.id);
    }
  });

  it("draws the home page's featured homes answered, and pages without homes only loading", async () => {
    const home = await shellsOf('/user/home');
    expect(home.map((shell) => shell.isAnswered)).toEqual([false, true]);
    expect(home[1]!.markup).toContain(PLACEHOLDER_HOMES[0]!.title);
    const wallet = await shellsOf('/user/wallet');
    expect(wallet.map((shell) => shell.isAnswered)).toEqual([false]);
  });

  it("draws a home's page loading, and with the placeholder cover, filled in as React draws it", async () => {
    const shells = await shellsOf('/user/property/:id');
    expect(shells.map((shell) => shell.isAnswered)).toEqual([false, true]);
    expect(shells[0]!.markup).not.toContain(PLACEHOLDER_COVER.url);
    const view = document.createElement('div');
    view.innerHTML = shells[1]!.markup;
    const image = {
      id: 'b0a4c1de-8f3e-4a55-9d0e-2f6a7c1b9e21',
      url: '/uploads/properties/p/first-large.webp',
      thumbUrl: '/uploads/properties/p/first-thumb.webp',
      width: 1200,
      height: 900,
    };
    expect(fillCover(view, { property: { images: [image] } })).toBe(true);
    const drawn = document.createElement('div');
    drawn.innerHTML = shellMarkupOf(<PropertyDetailSkeleton cover={image} />);
    expect(view.querySelector('main [role="status"]')?.outerHTML).toBe(
      drawn.querySelector('[role="status"]')?.outerHTML,
    );
  });

  it("draws a booking's page loading, and with the placeholder's photo, filled in as React draws it", async () => {
    const shells = await shellsOf('/user/bookings/:id');
    expect(shells.map((shell) => shell.isAnswered)).toEqual([false, true]);
    expect(shells[0]!.markup).not.toContain(PLACEHOLDER_COVER.thumbUrl);
    const view = document.createElement('div');
    view.innerHTML = shells[1]!.markup;
    const coverUrl = '/uploads/properties/p/cover-thumb.webp';
    // A home without a photo: the loading shell stays.
    expect(fillBookingCover(view, { booking: { property: { coverUrl: null } } })).toBe(false);
    expect(fillBookingCover(view, { booking: { property: { coverUrl } } })).toBe(true);
    const drawn = document.createElement('div');
    drawn.innerHTML = shellMarkupOf(<BookingDetailSkeleton coverUrl={coverUrl} />);
    expect(view.querySelector('main [role="status"]')?.outerHTML).toBe(
      drawn.querySelector('[role="status"]')?.outerHTML,
    );
  });

  it('draws the chat answered with an empty inbox, on a phone and a desktop', async () => {
    const shells = await shellsOf('/user/chat');
    expect(shells.map((shell) => shell.isAnswered)).toEqual([false, false, true, true]);
    const emptyText = 'Browse homes and message an owner';
    expect(shells[0]!.markup).not.toContain(emptyText);
    expect(shells[2]!.markup).toContain(emptyText);
    expect(shells[3]!.markup).toContain(emptyText);
  });
});
