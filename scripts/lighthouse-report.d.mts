// Types of scripts/lighthouse-report.mjs, for the API's test of it.
export interface LighthouseRow {
  label: string;
  preset: string;
  score: number;
  allScores: number[];
  lcpMs: number;
  tbtMs: number;
  allTbtMs: number[];
  cls: number;
  jsKiB: number;
  jsFiles: number;
  /** Lighthouse's CPU benchmark index of the run (its measure of the machine's speed). */
  benchmarkIndex?: number;
}
export function renderSection(options: {
  rows: LighthouseRow[];
  runs: number;
  date: string;
  lighthouseVersion: string;
  chromeVersion: string;
  load: { before: string; after: string };
  throughEdge?: boolean;
}): string;
export function replaceSection(doc: string, section: string): string;
