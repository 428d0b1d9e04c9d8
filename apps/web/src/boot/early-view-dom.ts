// The early view's building blocks (./early-search-view.ts): elements from classes and text
// (never markup), the few lucide icons it draws, the brand mark and the skeleton block, as the
// app's components draw them.

type Child = Node | string;

/** One element: its classes, attributes and children (text is set as text, never as HTML). */
export const el = (
  tag: string,
  className: string,
  attributes: Record<string, string> = {},
  children: Child[] = [],
): HTMLElement => {
  const element = document.createElement(tag);
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A lucide icon (ISC licence) as lucide-react draws it: the same few the header and cards use. */
const ICONS = {
  bell: [
    'M10.268 21a2 2 0 0 0 3.464 0',
    'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
  ],
  chevronDown: ['m6 9 6 6 6-6'],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  slidersHorizontal: [
    'M10 5H3',
    'M12 19H3',
    'M14 3v4',
    'M16 17v4',
    'M21 12h-9',
    'M21 19h-5',
    'M21 5h-7',
    'M8 10v4',
    'M8 12H3',
  ],
  mapPin: [
    'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    'M15 10a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
  ],
  x: ['M18 6 6 18', 'm6 6 12 12'],
  star: [
    'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
  ],
} as const;

export const icon = (name: keyof typeof ICONS, className: string): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: className,
  };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, value);
  for (const d of ICONS[name]) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
};

export const brandLogo = (): HTMLElement => {
  const mark = document.createElementNS(SVG_NS, 'svg');
  mark.setAttribute('viewBox', '0 0 32 32');
  mark.setAttribute('class', 'size-8 shrink-0');
  mark.setAttribute('aria-hidden', 'true');
  const square = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ width: '32', height: '32', rx: '9' })) {
    square.setAttribute(name, value);
  }
  square.setAttribute('class', 'fill-primary-600');
  const house = document.createElementNS(SVG_NS, 'path');
  house.setAttribute('d', 'M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z');
  house.setAttribute('fill', 'white');
  mark.append(square, house);
  return el('span', 'inline-flex items-center gap-2 text-lg font-bold tracking-tight', {}, [
    mark,
    el('span', 'text-slate-900', {}, ['Nestly']),
  ]);
};

/** Skeleton: a grey placeholder block (purely visual). */
export const skeleton = (className: string) =>
  el('div', `animate-pulse rounded-xl bg-slate-200/80 ${className}`, { 'aria-hidden': 'true' });
