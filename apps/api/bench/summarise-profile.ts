/**
 * Summarises V8 CPU profiles (`--cpu-prof`, as BENCH_CPU_PROF=dir writes them) by function: the
 * share of samples spent in each function itself, the largest first, with idle and GC apart.
 * Usage: npx tsx bench/summarise-profile.ts <file.cpuprofile>… [--top 20]
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 20;
const files = args.filter((arg, index) => arg !== '--top' && index !== topIndex + 1);

/** `pg/lib/client.js` rather than a whole path: enough to tell where the time goes. */
const shortUrl = (url: string) => {
  const clean = url.replace(/^file:\/\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) return clean.slice(modules + 'node_modules/'.length);
  return clean ? path.relative(process.cwd(), clean) : '(native)';
};

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id)!.callFrame;
    const key = frame.url
      ? `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
      : frame.functionName || '(anonymous)';
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const share = (count: number) => `${((count / total) * 100).toFixed(1).padStart(5)} %`;
  console.info(`\n${path.basename(file)}: ${total} samples`);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, count] of rows) console.info(`${share(count)}  ${name}`);
}
