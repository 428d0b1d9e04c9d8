import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFileContent } from '../lib/file-content';
import { createLocalStorage } from '../lib/storage';
import * as accounts from '../modules/accounts/index';
import * as auth from '../modules/auth/index';
import { createTestDatabase } from '../test/helpers/test-database';
import type { Database } from '../db/client';
import { seedDemoData } from './accounts';
import { seedDemoOwnerDocuments } from './documents';

describe('demo owner documents', () => {
  let database: Database;
  let uploads: string;
  const pendingEmail = 'pending.owner@nestly.local';

  beforeAll(async () => {
    database = await createTestDatabase();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-seed-docs-'));
    await seedDemoData(database.db);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('gives the pending owner real PDFs to review, stored like signup stores them, once', async () => {
    const storage = createLocalStorage(uploads);
    await seedDemoOwnerDocuments(database.db, storage, pendingEmail);
    await seedDemoOwnerDocuments(database.db, storage, pendingEmail);

    const owner = await auth.findLiveAccountByEmail(database.db, 'owner', pendingEmail);
    expect(owner?.approvalStatus).toBe('pending');
    const documents = await accounts.listOwnerDocuments(database.db, owner!.id);
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      expect(document.mimeType).toBe('application/pdf');
      expect(document.storageKey).toMatch(/^private\/owner-documents\/.+\.pdf$/);
      const body = fs.readFileSync(path.join(uploads, document.storageKey));
      expect(body.length).toBe(document.sizeBytes);
      // The same check an uploaded document passes: parsed by PDF.js, ending at %%EOF.
      await expect(
        checkFileContent({
          buffer: body,
          mimeType: 'application/pdf',
          fileName: document.fileName,
          field: 'documents',
        }),
      ).resolves.toBeUndefined();
    }
  });
});
