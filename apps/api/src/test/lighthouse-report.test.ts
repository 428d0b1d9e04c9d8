import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderSection, replaceSection } from '../../../../scripts/lighthouse-report.mjs';

// Issue 12: `npm run lighthouse` rewrites only its own section of docs/performance.md, beside the
// issue's "before" figures. The measuring needs a browser; what it writes is checked here.
const section = renderSection({
  rows: [
    {
      label: '`/`',
      preset: 'mobile',
      score: 88,
      allScores: [86, 88, 90],
      lcpMs: 2_900,
      tbtMs: 266.6,
      allTbtMs: [301.2, 266.6, 180.4],
      benchmarkIndex: 2_450.5,
      cls: 0,
      jsKiB: 190.14,
      jsFiles: 15,
    },
  ],
  runs: 3,
  date: '2026-11-23',
  lighthouseVersion: '12.8.2',
  chromeVersion: 'Chrome/156.0.8078.79',
  load: { before: '3.4', after: '5.2' },
});

const doc = [
  '# Performance',
  '',
  '## Bundle (web)',
  '',
  '### Budget and serving',
  '',
  'budget text',
  '',
  '## Lighthouse',
  '',
  'old figures',
  '',
  '## Later section',
  '',
  'kept',
  '',
].join('\n');

describe('the Lighthouse section of docs/performance.md', () => {
  it('writes the median run of each page and preset, then the figures measured before', () => {
    expect(section).toContain(
      '| `/` | mobile | 88 (86, 88, 90) | 2.9 s | 267 ms (301, 267, 180) | 0.000 | 190.1 KiB in 15 files |',
    );
    expect(section).toContain('median of 3 runs');
    expect(section).toContain('Lighthouse 12.8.2');
    expect(section).toContain('load average 3.4 before the run');
    expect(section).toContain("Lighthouse's CPU benchmark index (higher is faster) 2,451 to 2,451");
    expect(section.indexOf('Measured before the work of issue 12')).toBeGreaterThan(
      section.indexOf('| `/` | mobile | 88'),
    );
    expect(section).toContain(
      '| `/user/properties`, cold | mobile | 27 | 7.1 s | 890 ms | 0.289 | 752 KiB sent |',
    );
  });

  it('replaces only its own section, keeping the ones before and after', () => {
    const updated = replaceSection(doc, section);
    expect(updated).not.toContain('old figures');
    expect(updated.startsWith('# Performance\n\n## Bundle (web)\n\n### Budget and serving')).toBe(
      true,
    );
    expect(updated).toContain(`\n${section}\n## Later section\n\nkept\n`);
    expect(replaceSection(updated, section)).toBe(updated);
  });

  it('appends the section when the document has none', () => {
    const withoutIt = '# Performance\n\n## Bundle (web)\n\ntext\n';
    expect(replaceSection(withoutIt, section)).toBe(`${withoutIt}\n${section}`);
  });

  it('is in the committed document once, with the figures measured before', () => {
    const performanceDoc = fs.readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/performance.md'),
      'utf8',
    );
    expect(performanceDoc.match(/^## Lighthouse$/gm)).toHaveLength(1);
    // Issue 27: every early page, on a phone and a desktop.
    for (const page of [
      '/',
      '/user/home',
      '/user/properties',
      '/user/property/{id}',
      '/user/bookings',
      '/user/bookings/{id}',
      '/user/wallet',
      '/user/chat',
      '/owner/dashboard',
    ]) {
      for (const preset of ['mobile', 'desktop']) {
        expect(performanceDoc).toContain(`| \`${page}\` | ${preset} | `);
      }
    }
    expect(performanceDoc).toContain('Measured before the work of issue 12');
  });
});
