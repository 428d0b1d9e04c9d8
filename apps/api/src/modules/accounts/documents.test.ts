import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { hugePng } from '../../test/helpers/huge-png';
import { buildMultipart, PDF_BYTES, type MultipartFile } from '../../test/helpers/multipart';
import {
  createOwner,
  DEFAULT_PASSWORD,
  loginAdmin,
  uniqueEmail,
  verify,
  type SignedInPerson,
} from '../../test/factories/accounts';

// Issue 8, item 11: identity documents are checked for what they are (a PDF that parses, an image
// within the pixel limit) and served only as downloads the browser will not sniff.
let t: TestApp;
let admin: SignedInPerson;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const signupWith = (file: MultipartFile) => {
  const form = buildMultipart(
    { name: 'Doc Owner', email: uniqueEmail('doc'), password: DEFAULT_PASSWORD },
    [file],
  );
  return t.app.inject({ method: 'POST', url: '/api/owner/signup', ...form });
};

const document = (fileName: string, contentType: string, body: Buffer): MultipartFile => ({
  field: 'documents',
  fileName,
  contentType,
  body,
});

describe('owner identity documents', () => {
  it('refuses a polyglot: a %PDF-1.4 header followed by an executable', async () => {
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(4_000).fill(0)]);
    for (const body of [
      Buffer.concat([Buffer.from('%PDF-1.4\n'), elf]),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), elf, Buffer.from('\n%%EOF\n')]),
    ]) {
      const response = await signupWith(document('id.pdf', 'application/pdf', body));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_FILE',
        details: [{ field: 'documents' }],
      });
    }
  });

  it('refuses a 400-megapixel PNG, and accepts a real PDF', async () => {
    const bomb = await hugePng(20_000, 20_000);
    const refused = await signupWith(document('id.png', 'image/png', bomb));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_FILE',
      message: expect.stringContaining('megapixels'),
    });
    const accepted = await signupWith(document('id.pdf', 'application/pdf', PDF_BYTES));
    expect(accepted.statusCode).toBe(201);
  });

  it('serves documents as attachments with nosniff, to the owner and to admins', async () => {
    const owner = await createOwner(t.app, t.mailer, { approved: false });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/owner/documents',
      headers: owner.auth,
    });
    const [first] = listed.json().data as { id: string }[];
    for (const [url, person] of [
      [`/api/owner/documents/${first!.id}/file`, owner],
      [`/api/admin/documents/${first!.id}/file`, admin],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: person.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="id\.pdf"/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });

  it('names a document with any characters safely in its download header', async () => {
    const form = buildMultipart(
      { name: 'Doc Owner', email: uniqueEmail('doc'), password: DEFAULT_PASSWORD },
      [document('Pässe (Kopie) 📄.pdf', 'application/pdf', PDF_BYTES)],
    );
    const signup = await t.app.inject({ method: 'POST', url: '/api/owner/signup', ...form });
    expect(signup.statusCode).toBe(201);
    const email = signup.json().email as string;
    // The owner (and their documents) exists once the code is entered.
    await verify(t.app, t.mailer, 'owner', email);
    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/admin/owners?search=${encodeURIComponent(email)}`,
      headers: admin.auth,
    });
    const ownerId = rows.json().data[0].id as string;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/owners/${ownerId}`,
      headers: admin.auth,
    });
    const documentId = detail.json().documents[0].id as string;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${documentId}/file`,
      headers: admin.auth,
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="P_sse (Kopie) __.pdf"; filename*=UTF-8''P%C3%A4sse%20%28Kopie%29%20%F0%9F%93%84.pdf`,
    );
  });
});
