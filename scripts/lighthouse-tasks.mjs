// Lists the page's long main-thread tasks in a trace saved by `LIGHTHOUSE_SAVE=dir npm run
// lighthouse` (issue 12's TBT diagnosis), with what each spent its time on (and, in a trace taken
// with LIGHTHOUSE_JS_PROFILE=1, the functions V8's sampler found it in):
//   node scripts/lighthouse-tasks.mjs dir/_user_properties-mobile.trace.json [minimum ms]
// Lighthouse's mobile preset simulates a 4x slower CPU from the observed trace, so a task counts
// toward Total Blocking Time once it takes over 12.5 ms here (50 ms / 4): the default minimum.
import fs from 'node:fs';

const [file, minimumArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/lighthouse-tasks.mjs <trace.json> [minimum ms]');
  process.exit(1);
}
const minimumMs = Number(minimumArg ?? 12.5);
const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));

// The page's main thread: the renderer thread that marked the navigation's first paint.
const firstPaint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
const navigationStart = traceEvents.find(
  (event) =>
    event.name === 'navigationStart' &&
    event.pid === firstPaint?.pid &&
    event.args?.data?.isLoadingMainFrame,
);
if (!firstPaint || !navigationStart) throw new Error(`${file}: no first paint or navigation`);
const onMainThread = (event) => event.pid === firstPaint.pid && event.tid === firstPaint.tid;
const ms = (microseconds) => microseconds / 1000;
const since = (event) => ms(event.ts - navigationStart.ts);

// What a part of a task did, in words: the script it ran or compiled, or the rendering step.
const describe = (event) => {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || event.args?.fileName || '';
  const file = url ? url.split('/').pop() : '';
  const fn = data.functionName ? ` ${data.functionName}` : '';
  return `${event.name}${file ? ` ${file}` : ''}${fn}`;
};
const PARTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'XHRReadyStateChange',
  'ResourceReceivedData',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
]);

const events = traceEvents.filter(onMainThread);

// V8's samples (traces taken with LIGHTHOUSE_JS_PROFILE=1): each sample's time and the function
// it was in, for the functions that took a task's time.
const samples = [];
const framesById = new Map();
const profileStarts = new Map(
  traceEvents
    .filter((event) => event.name === 'Profile' && event.pid === firstPaint.pid)
    .map((event) => [event.id, event.args.data.startTime]),
);
for (const event of traceEvents) {
  if (event.name !== 'ProfileChunk' || !profileStarts.has(event.id)) continue;
  const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile.nodes ?? [])
    framesById.set(`${event.id}:${node.id}`, node.callFrame);
  let at = profileStarts.get(event.id);
  (cpuProfile.samples ?? []).forEach((nodeId, index) => {
    at += timeDeltas[index] ?? 0;
    samples.push({ at, frame: framesById.get(`${event.id}:${nodeId}`) });
  });
  profileStarts.set(event.id, at);
}
const frameName = (frame) =>
  frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}` : '?';

/** The functions a task spent most of its own time in, by sample. */
const topFunctions = (task) => {
  const selfMs = new Map();
  let previous = task.ts;
  for (const sample of samples) {
    if (sample.at < task.ts || sample.at > task.ts + task.dur) continue;
    const name = frameName(sample.frame);
    selfMs.set(name, (selfMs.get(name) ?? 0) + ms(sample.at - previous));
    previous = sample.at;
  }
  return [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 5);
};
const tasks = events
  .filter((event) => event.name === 'RunTask' && event.dur && ms(event.dur) > minimumMs)
  .filter((task) => task.ts >= firstPaint.ts - 1);
console.info(`first contentful paint at ${since(firstPaint).toFixed(0)} ms`);
let blocking = 0;
for (const task of tasks) {
  const duration = ms(task.dur);
  blocking += Math.max(0, duration * 4 - 50);
  console.info(`\n${since(task).toFixed(0)} ms: task of ${duration.toFixed(1)} ms`);
  const parts = events
    .filter(
      (event) =>
        event !== task &&
        PARTS.has(event.name) &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= task.ts + task.dur &&
        ms(event.dur ?? 0) >= 2,
    )
    .slice(0, 12);
  for (const part of parts) console.info(`  ${ms(part.dur).toFixed(1)} ms ${describe(part)}`);
  for (const [name, self] of topFunctions(task)) {
    console.info(`  ${self.toFixed(1)} ms in ${name} (sampled)`);
  }
}
console.info(`\n${tasks.length} tasks; about ${blocking.toFixed(0)} ms of blocking at a 4x CPU`);
