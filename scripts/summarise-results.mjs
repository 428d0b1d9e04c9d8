// Adds up the Vitest and Playwright JSON reports of one `npm test` run into one closing line, and
// names every test that passed only on its second try (docs/decisions/036): a retry keeps one
// timing slip from refusing a run, and this list keeps the slip from going unseen.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
/** "stage: test name — first error line" of each test that needed its second try. */
const flaky = [];

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);

/** Playwright's JSON nests suites (files, describes) around specs, each with its tests' results. */
const collectPlaywrightFlaky = (suite, stage) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue;
      const firstError = test.results?.find((result) => result.status !== 'passed')?.error;
      flaky.push(`${stage}: ${spec.file} › ${spec.title} — ${firstLine(firstError?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFlaky(child, stage);
};

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const stage = path.basename(file, '.json');
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) collectPlaywrightFlaky(suite, stage);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // Vitest keeps a retried test's earlier errors on a test that passed in the end.
    for (const testFile of report.testResults ?? []) {
      for (const result of testFile.assertionResults ?? []) {
        if (result.status !== 'passed' || (result.failureMessages ?? []).length === 0) continue;
        const where = path.relative(process.cwd(), testFile.name);
        flaky.push(
          `${stage}: ${where} › ${result.fullName} — ${firstLine(result.failureMessages[0])}`,
        );
      }
    }
  }
}
if (flaky.length > 0) {
  console.info(`\nPassed only on a second try (${flaky.length}); each is a fault to fix:`);
  for (const line of flaky) console.info(`  - ${line}`);
}
console.info(`\nAll stages: ${passed} passed, ${failed} failed, ${skipped} skipped`);
console.info(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
