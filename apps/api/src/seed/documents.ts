import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../lib/storage';
import * as accounts from '../modules/accounts/index';
import * as auth from '../modules/auth/index';
import type { Db } from '../db/client';

/**
 * A small, complete one-page PDF (catalog, page tree, page, Helvetica text; cross-reference
 * offsets computed), so a demo document opens in the admin's viewer like a real upload and passes
 * the server's PDF check. Text is plain ASCII: no escaping beyond parentheses is needed.
 */
export const buildDemoPdf = (lines: string[]): Buffer => {
  const escape = (text: string) => text.replace(/[\\()]/g, (match) => `\\${match}`);
  const content = [
    'BT /F1 14 Tf 40 250 Td 18 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 297] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

/**
 * Gives the pending demo owner the identity documents an owner sends at signup, stored as signup
 * stores them (private/owner-documents/…, a row per file), so an admin has something to review
 * before approving. Idempotent: an owner who already has documents is left as they are.
 */
export const seedDemoOwnerDocuments = async (
  db: Db,
  storage: Storage,
  ownerEmail: string,
  logger?: FastifyBaseLogger,
) => {
  const owner = await auth.findLiveAccountByEmail(db, 'owner', ownerEmail);
  if (!owner) return;
  if ((await accounts.listOwnerDocuments(db, owner.id)).length > 0) return;
  const documents = [
    {
      fileName: 'aadhaar-card-demo.pdf',
      lines: ['DEMO IDENTITY DOCUMENT - not a real ID', 'Aadhaar card', `Name: ${owner.name}`],
    },
    {
      fileName: 'property-tax-receipt-demo.pdf',
      lines: ['DEMO DOCUMENT - not a real receipt', 'Property tax receipt', `Owner: ${owner.name}`],
    },
  ];
  const rows = [];
  for (const document of documents) {
    const body = buildDemoPdf(document.lines);
    const storageKey = `private/owner-documents/demo-${owner.id}/${randomUUID()}.pdf`;
    await storage.put(storageKey, body);
    rows.push({
      ownerId: owner.id,
      storageKey,
      fileName: document.fileName,
      mimeType: 'application/pdf',
      sizeBytes: body.length,
    });
  }
  await auth.insertOwnerDocuments(db, rows);
  logger?.info({ ownerEmail }, 'demo owner documents stored');
};
