// The "Lighthouse" section of docs/performance.md, as scripts/lighthouse.mjs writes it: kept apart
// from the measuring so it can be tested without a browser.

const BEFORE = `Measured before the work of issue 12 (Lighthouse 12, Debian Chromium, the app served
uncompressed by \`npm start\`; the figures of the issue):

| page | preset | performance | LCP | TBT | CLS | JS |
|---|---|---|---|---|---|---|
| \`/\` | desktop | 95 | 1.2 s | 50 ms | 0 | 683 KiB sent |
| \`/\` | mobile | 54 | 6.2 s | 380 ms | 0 | 683 KiB sent |
| \`/user/properties\`, cold | mobile | 27 | 7.1 s | 890 ms | 0.289 | 752 KiB sent |`;

/**
 * The section for docs/performance.md. rows: { label, preset, score, allScores, lcpMs, tbtMs,
 * allTbtMs, cls, jsKiB, jsFiles } per page and preset, in the order measured.
 */
/**
 * Lighthouse's CPU benchmark index of the median runs (its own measure of the machine's speed,
 * higher is faster): TBT on the simulated phone is the tasks measured here times four, so the same
 * build measures very differently on a faster or a busier machine.
 */
const speedOf = (rows) => {
  const indices = rows
    .map((row) => row.benchmarkIndex)
    .filter((index) => typeof index === 'number')
    .sort((a, b) => a - b);
  if (indices.length === 0) return '';
  const median = indices[Math.floor(indices.length / 2)];
  const round = (index) => Math.round(index).toLocaleString('en-US');
  return (
    `; Lighthouse's CPU benchmark index (higher is faster) ${round(indices[0])} to ` +
    `${round(indices.at(-1))} across the pages, median ${round(median)}`
  );
};

export const renderSection = ({
  rows,
  runs,
  date,
  lighthouseVersion,
  chromeVersion,
  load,
  throughEdge = true,
}) => {
  const table = rows.map(
    (row) =>
      `| ${row.label} | ${row.preset} | ${row.score} (${row.allScores.join(', ')}) | ` +
      `${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms ` +
      `(${row.allTbtMs.map(Math.round).join(', ')}) | ${row.cls.toFixed(3)} | ` +
      `${row.jsKiB.toFixed(1)} KiB in ${row.jsFiles} files |`,
  );
  return `## Lighthouse

\`npm run lighthouse\` (\`scripts/lighthouse.mjs\`) starts the built product as \`npm start\` does on a
fresh data folder with the demo data, ${
    throughEdge
      ? 'behind an HTTPS, HTTP/2 edge (nginx, as production is behind its TLS terminator: decision 040)'
      : 'served directly over HTTP/1.1 (`LIGHTHOUSE_HTTP1=1`; production serves HTTP/2: decision 040)'
  }, and runs Lighthouse ${lighthouseVersion} in Debian's Chromium
(${chromeVersion}, headless) with its mobile preset (simulated slow 4G, 4× CPU slowdown) and its
desktop preset, performance only. Each run starts with an empty HTTP cache, after one unmeasured load of the page that warms the server (not the browser). \`/\` is measured as a
visitor; the tenant's pages signed in as the demo tenant and \`/owner/dashboard\` as the demo owner
(session and refresh cookie as the app keeps them after signing in, nothing cached; a page with an
id is the search's first home, the tenant's first booking). Each row is the median of ${runs} runs as Lighthouse
picks it (\`computeMedianRun\`: by first contentful paint and time to interactive); the scores and
TBTs of all runs are in brackets. JS is the JavaScript transferred over the network, compressed as sent. This
section is rewritten by each run.

Measured ${date} on the shared 2-core VM, load average ${load.before} before the run and
${load.after} after${speedOf(rows)}:

| page | preset | performance (runs) | LCP | TBT (runs) | CLS | JS transferred |
|---|---|---|---|---|---|---|
${table.join('\n')}

Targets (issue 27, every page above): mobile performance ≥ 90 with LCP ≤ 2.5 s, TBT ≤ 200 ms
and CLS ≤ 0.05; desktop ≥ 98.

${BEFORE}
`;
};

/** Replaces the "## Lighthouse" section of `doc` (up to the next "## " heading), or appends it. */
export const replaceSection = (doc, section) => {
  const start = doc.indexOf('\n## Lighthouse\n');
  if (start === -1) return `${doc.trimEnd()}\n\n${section}`;
  const next = doc.indexOf('\n## ', start + 1);
  return `${doc.slice(0, start)}\n${section}${next === -1 ? '' : doc.slice(next)}`;
};
