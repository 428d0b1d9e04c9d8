import sharp from 'sharp';

/**
 * Demo listing photos, drawn rather than downloaded (npm start must work offline): a sky, a
 * building in the listing's palette, windows and a garden, rendered from SVG by sharp.
 */
const PALETTES = [
  { sky: ['#bae6fd', '#e0f2fe'], wall: '#f8fafc', roof: '#0f766e', accent: '#14b8a6' },
  { sky: ['#fed7aa', '#fff7ed'], wall: '#fef3c7', roof: '#b45309', accent: '#f59e0b' },
  { sky: ['#c7d2fe', '#eef2ff'], wall: '#e2e8f0', roof: '#4338ca', accent: '#6366f1' },
  { sky: ['#fecdd3', '#fff1f2'], wall: '#fafaf9', roof: '#be123c', accent: '#fb7185' },
  { sky: ['#bbf7d0', '#f0fdf4'], wall: '#f1f5f9', roof: '#15803d', accent: '#22c55e' },
  { sky: ['#a5f3fc', '#ecfeff'], wall: '#fffbeb', roof: '#0e7490', accent: '#06b6d4' },
] as const;

const house = (palette: (typeof PALETTES)[number], variant: number) => {
  const floors = 1 + (variant % 3);
  const width = 520 + (variant % 2) * 120;
  const left = (1200 - width) / 2;
  const floorHeight = 150;
  const top = 720 - floors * floorHeight;
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < 4; column += 1) {
      const x = left + 50 + column * ((width - 100) / 4);
      const y = top + 40 + floor * floorHeight;
      windows.push(
        `<rect x="${x}" y="${y}" width="70" height="80" rx="6" fill="${palette.accent}" opacity="0.85"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="${200 + variant * 120}" cy="160" r="70" fill="#fde68a" opacity="0.9"/>
  <rect y="720" width="1200" height="180" fill="#86efac"/>
  <rect y="720" width="1200" height="24" fill="#4ade80"/>
  <polygon points="${left - 40},${top} ${left + width / 2},${top - 140} ${left + width + 40},${top}" fill="${palette.roof}"/>
  <rect x="${left}" y="${top}" width="${width}" height="${720 - top}" fill="${palette.wall}" stroke="#cbd5e1" stroke-width="4"/>
  ${windows.join('\n  ')}
  <rect x="${left + width / 2 - 45}" y="620" width="90" height="100" rx="8" fill="${palette.roof}"/>
  <circle cx="${left - 120}" cy="650" r="70" fill="#16a34a"/><rect x="${left - 128}" y="660" width="16" height="70" fill="#92400e"/>
  <circle cx="${left + width + 130}" cy="640" r="80" fill="#15803d"/><rect x="${left + width + 122}" y="650" width="16" height="80" fill="#92400e"/>
</svg>`;
};

const interior = (
  palette: (typeof PALETTES)[number],
  variant: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="620" fill="${palette.wall}"/>
  <rect y="620" width="1200" height="280" fill="#d6d3d1"/>
  <rect x="120" y="140" width="360" height="300" rx="10" fill="${palette.sky[0]}" stroke="#94a3b8" stroke-width="12"/>
  <line x1="300" y1="140" x2="300" y2="440" stroke="#94a3b8" stroke-width="8"/>
  <rect x="${560 + (variant % 2) * 40}" y="470" width="460" height="150" rx="30" fill="${palette.roof}"/>
  <rect x="${540 + (variant % 2) * 40}" y="420" width="80" height="200" rx="24" fill="${palette.roof}"/>
  <rect x="${960 + (variant % 2) * 40}" y="420" width="80" height="200" rx="24" fill="${palette.roof}"/>
  <rect x="700" y="660" width="240" height="30" rx="8" fill="#78716c"/>
  <circle cx="1080" cy="300" r="60" fill="${palette.accent}" opacity="0.8"/>
  <rect x="1076" y="360" width="8" height="260" fill="#57534e"/>
</svg>`;

/** Two photos for a listing: the outside and a living room. */
export const drawDemoPhotos = async (seed: number): Promise<Buffer[]> => {
  const palette = PALETTES[seed % PALETTES.length]!;
  return Promise.all(
    [house(palette, seed), interior(palette, seed)].map((svg) =>
      sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(),
    ),
  );
};
