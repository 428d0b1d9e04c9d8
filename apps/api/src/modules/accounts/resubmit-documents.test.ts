import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import {
  createOwner,
  createUser,
  loginAdmin,
  type SignedInPerson,
} from '../../test/factories/accounts';
import { buildMultipart, PDF_BYTES } from '../../test/helpers/multipart';

// Issue 29 item 4: a rejected owner sends new documents and is back in the admin's queue.
let t: TestApp;
let admin: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (fileName = 'passport.pdf') => ({
  field: 'documents',
  fileName,
  contentType: 'application/pdf',
  body: PDF_BYTES,
});
const send = (
  person: SignedInPerson,
  files: ReturnType<typeof pdf>[],
  fields: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/owner/documents',
    ...(() => {
      const form = buildMultipart(fields, files);
      return { payload: form.payload, headers: { ...person.auth, ...form.headers } };
    })(),
  });
const get = (url: string, person: SignedInPerson) =>
  t.app.inject({ method: 'GET', url, headers: person.auth });

const rejectedOwner = async () => {
  const owner = await createOwner(t.app, t.mailer, { approved: false });
  const reject = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/owners/reject/${owner.id}`,
    headers: admin.auth,
    payload: { reason: 'The ID document is unreadable' },
  });
  expect(reject.statusCode).toBe(200);
  return owner;
};

describe('POST /api/owner/documents', () => {
  it('takes new documents from a rejected owner and puts them back in the review queue', async () => {
    const owner = await rejectedOwner();
    const response = await send(owner, [
      pdf(),
      { ...pdf('photo.png'), body: PNG_BYTES, contentType: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.approvalStatus).toBe('pending');
    // The sign-up's document stays beside the two new ones.
    expect(body.data.map((document: { fileName: string }) => document.fileName)).toEqual([
      'id.pdf',
      'passport.pdf',
      'photo.png',
    ]);

    const status = await get(`/api/owner/check-status/${owner.id}`, owner);
    expect(status.json()).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });
    const queue = await get('/api/admin/owners?approvalStatus=pending&limit=50', admin);
    expect(queue.json().data.map((row: { id: string }) => row.id)).toContain(owner.id);
    // The admin reads the new file as any other.
    const newest = body.data.at(-1);
    const file = await get(`/api/admin/documents/${newest.id}/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    // Pending again: a second submission waits for the review.
    const again = await send(owner, [pdf()]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Your documents are already waiting for review',
      details: [{ field: 'documents', message: 'Only a rejected owner sends new documents' }],
    });
  });

  it('refuses approved and pending owners, other roles, and bad uploads by field', async () => {
    const approved = await createOwner(t.app, t.mailer);
    const done = await send(approved, [pdf()]);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Your owner account is already approved');

    const user = await createUser(t.app, t.mailer);
    expect((await send(user, [pdf()])).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/owner/documents' });
    expect(anonymous.statusCode).toBe(401);

    const owner = await rejectedOwner();
    const none = await send(owner, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { field: 'documents', message: 'At least one document is required' },
    ]);
    const extra = await send(owner, [pdf()], { approvalStatus: 'approved' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ field: 'approvalStatus', message: 'Not expected' }]);
    const text = await send(owner, [
      {
        field: 'documents',
        fileName: 'id.pdf',
        contentType: 'application/pdf',
        body: Buffer.from('not a pdf'),
      },
    ]);
    expect(text.statusCode).toBe(400);
    const tooMany = await send(owner, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf')]);
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
    // Nothing above changed the owner: still rejected, with the reason.
    const status = await get(`/api/owner/check-status/${owner.id}`, owner);
    expect(status.json()).toMatchObject({ approvalStatus: 'rejected' });
    const documents = await get('/api/owner/documents', owner);
    expect(documents.json().data).toHaveLength(1);
  });
});
