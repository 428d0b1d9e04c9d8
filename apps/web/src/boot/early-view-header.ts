// UserHeader (src/app/layouts/user-header.tsx) as the early view draws it: change both together
// (e2e/early-view.spec.ts compares them).
import { brandLogo, el, icon } from './early-view-dom';

const NAV_LINKS = [
  { href: '/user/home', label: 'Home' },
  { href: '/user/properties', label: 'Houses' },
  { href: '/user/about', label: 'About' },
];

/** UserHeader, as it is drawn at the top of the page (not compact), for a signed-in tenant. */
export const header = (name: string): HTMLElement => {
  const navLink = ({ href, label }: (typeof NAV_LINKS)[number]) =>
    el(
      'a',
      `rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
        href === '/user/properties'
          ? 'bg-primary-50 text-primary-700'
          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`,
      href === '/user/properties' ? { href, 'aria-current': 'page' } : { href },
      [label],
    );
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  // The account menu and the phone menu open once the app has taken over (a moment later).
  const account = el('div', 'relative', {}, [
    el(
      'button',
      'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100',
      { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false' },
      [
        el(
          'span',
          'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-700 ring-2 ring-white size-8 text-sm',
          { 'aria-hidden': 'true' },
          [initial],
        ),
        el('span', 'max-w-[8rem] truncate text-sm font-semibold text-slate-800', {}, [firstName]),
        icon('chevronDown', 'size-4 text-slate-500'),
      ],
    ),
  ]);
  return el(
    'header',
    'fixed inset-x-0 top-0 z-30 border-b bg-white/90 backdrop-blur transition-all border-transparent',
    {},
    [
      el(
        'div',
        'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all sm:px-6 lg:px-8 h-18',
        {},
        [
          el('a', 'rounded-lg', { href: '/user/home', 'aria-label': 'Nestly home' }, [brandLogo()]),
          el(
            'nav',
            'hidden items-center gap-1 md:flex',
            { 'aria-label': 'Main' },
            NAV_LINKS.map(navLink),
          ),
          el('div', 'flex items-center gap-2', {}, [
            el(
              'a',
              'relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              {
                href: '/user/notifications',
                'aria-label': 'Notifications',
                title: 'Notifications',
              },
              [icon('bell', 'size-5')],
            ),
            account,
            el(
              'button',
              'rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden',
              { type: 'button', 'aria-expanded': 'false', 'aria-label': 'Open menu' },
              [icon('menu', 'size-5')],
            ),
          ]),
        ],
      ),
    ],
  );
};
