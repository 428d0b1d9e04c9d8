import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerDocuments } from '../db/schema/accounts';
import { messages } from '../db/schema/chat';
import { propertyImages } from '../db/schema/properties';
import { createOwner, createUser, type SignedInPerson } from './factories/accounts';
import { sendMessage } from './factories/chat';
import { buyPlan, createListing, photoFile } from './factories/listings';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { startLocalS3, type LocalS3 } from './helpers/local-s3';
import { PDF_BYTES } from './helpers/multipart';

/**
 * Issue 13: with STORAGE_URL=s3://… every upload (listing photos, owner documents, chat
 * attachments) goes to the bucket, the API answers the same JSON and URLs as with the local
 * folder, and a second API machine on the same database and bucket serves the same files.
 */
let s3: LocalS3;
let t: TestApp;
let second: TestApp;
let owner: SignedInPerson;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp(s3.envFor('nestly'));
  second = await buildTestApp(s3.envFor('nestly'), { sharedDatabase: t.database });
  owner = await createOwner(t.app, t.mailer);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3?.close();
});

/** Nothing was written to the local uploads folder of either machine. */
const expectNoLocalUploads = () => {
  for (const app of [t, second]) {
    const uploads = path.join(app.dataDir, 'uploads');
    const files = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : [];
    expect(files.filter((file) => fs.statSync(path.join(uploads, String(file))).isFile())).toEqual(
      [],
    );
  }
};

describe('uploads on S3', () => {
  it('stores listing photos in the bucket and serves them at the same /uploads URLs from any machine', async () => {
    await buyPlan(t.app, owner, 'Basic');
    const property = await createListing(t.app, owner, {}, [await photoFile('a.png', '#2563eb')]);
    const [image] = property.images;
    expect(image!.url).toMatch(/^\/uploads\/properties\/[0-9a-f-]+\/[0-9a-f-]+-large\.webp$/);
    expect(image!.thumbUrl).toMatch(/^\/uploads\/properties\/.+-thumb\.webp$/);

    const [row] = await t.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, property.id));
    for (const key of [row!.largeKey, row!.thumbKey]) {
      expect(await s3.head(`nestly/${key}`)).toEqual({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
    expectNoLocalUploads();

    for (const app of [t.app, second.app]) {
      const large = await app.inject({ method: 'GET', url: image!.url });
      expect(large.statusCode, large.body).toBe(200);
      expect(large.headers['content-type']).toBe('image/webp');
      expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(large.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(large.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 600,
      });
      const thumb = await app.inject({ method: 'GET', url: image!.thumbUrl });
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
    }
  });

  it('answers 404 for unknown, private and climbing paths under /uploads', async () => {
    for (const url of [
      '/uploads/properties/nope/nothing-large.webp',
      '/uploads/chat/',
      '/uploads/..%2Fprivate%2Fchat%2Fx.pdf',
      '/uploads/%2E%2E/private/owner-documents/x.pdf',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('keeps the owner document in the bucket, streamed only to its owner, from any machine', async () => {
    const [document] = await t.db
      .select()
      .from(ownerDocuments)
      .where(eq(ownerDocuments.ownerId, owner.id));
    expect(document!.storageKey).toMatch(/^private\/owner-documents\//);
    expect(await s3.head(`nestly/${document!.storageKey}`)).toMatchObject({
      cacheControl: 'private, no-store',
    });
    // Private files are never reachable through the public uploads route.
    const leaked = `/uploads/${document!.storageKey.replace(/^private\//, '../private/')}`;
    expect((await t.app.inject({ method: 'GET', url: leaked })).statusCode).toBe(404);

    for (const app of [t.app, second.app]) {
      const file = await app.inject({
        method: 'GET',
        url: `/api/owner/documents/${document!.id}/file`,
        headers: owner.auth,
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
    const stranger = await createOwner(t.app, t.mailer);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/owner/documents/${document!.id}/file`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('round-trips a chat attachment through the bucket to both participants', async () => {
    const user = await createUser(t.app, t.mailer);
    const sent = await sendMessage(
      t.app,
      'user',
      user,
      { receiver: owner.id, text: 'My ID, as asked' },
      { fileName: 'passport.pdf', contentType: 'application/pdf', body: PDF_BYTES },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { attachment, id } = sent.json().data;
    expect(attachment).toMatchObject({ name: 'passport.pdf', type: 'application/pdf' });
    expect(attachment.url).toMatch(/^\/api\/chat\/attachments\//);

    const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.attachmentKey).toMatch(/^private\/chat\//);
    expect(await s3.head(`nestly/${row!.attachmentKey}`)).toEqual({
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
    });
    expectNoLocalUploads();

    for (const [app, person] of [
      [second.app, owner],
      [t.app, user],
    ] as const) {
      const served = await app.inject({ method: 'GET', url: attachment.url, headers: person.auth });
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(
        /^attachment; filename="passport\.pdf"/,
      );
      expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    }
  });
});
