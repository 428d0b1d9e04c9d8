import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';

// Issue 8, item 10: a reader of the outbox (a person, the end-to-end suite reading codes) once saw
// half a JSON file. Each mail is now written under a temporary name and renamed into place.
let dir: string | null = null;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('the outbox mailer', () => {
  it('never shows a reader a half-written mail, and leaves no temporary files', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nestly-outbox-'));
    const outbox = dir;
    const mailer = createOutboxMailer(outbox);
    // Big enough to be written in several chunks.
    const body = 'x'.repeat(1_500_000);
    let writing = true;
    let reads = 0;
    const broken: string[] = [];
    const reader = (async () => {
      // Reads while the mails are written, and once more after: on a busy machine every write
      // can finish before the reader's first look, and a reader that read nothing proves nothing.
      for (;;) {
        const isLastLook = !writing;
        for (const name of await fs.readdir(outbox)) {
          if (!name.endsWith('.json')) continue;
          const text = await fs.readFile(path.join(outbox, name), 'utf8').catch(() => null);
          if (text === null) continue;
          reads += 1;
          try {
            JSON.parse(text);
          } catch {
            broken.push(`${name} (${text.length} characters)`);
          }
        }
        if (isLastLook) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        mailer.send({ to: `person${index}@example.com`, subject: 'Hello', text: body, html: body }),
      ),
    );
    writing = false;
    await reader;

    expect(reads).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    const names = await fs.readdir(outbox);
    expect(names).toHaveLength(30);
    expect(names.every((name) => name.endsWith('.json') && !name.startsWith('.'))).toBe(true);
    const first = JSON.parse(await fs.readFile(path.join(outbox, names[0]!), 'utf8'));
    expect(first).toMatchObject({ subject: 'Hello', text: body });
  });
});
