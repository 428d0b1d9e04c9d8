import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hugePng } from '../test/helpers/huge-png';
import { PDF_BYTES } from '../test/helpers/multipart';
import { checkFileContent, MAX_IMAGE_PIXELS } from './file-content';

// Issue 8, item 11: what an upload is, checked from its content beyond its first bytes.
const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Array<number>(2_000).fill(0x90)]);
const pdf = (buffer: Buffer) =>
  checkFileContent({ buffer, mimeType: 'application/pdf', fileName: 'id.pdf', field: 'documents' });
const png = (buffer: Buffer) =>
  checkFileContent({ buffer, mimeType: 'image/png', fileName: 'id.png', field: 'documents' });

describe('checkFileContent', () => {
  it('accepts a real PDF, also with trailing whitespace', async () => {
    await expect(pdf(PDF_BYTES)).resolves.toBeUndefined();
    await expect(
      pdf(Buffer.concat([PDF_BYTES, Buffer.from('\r\n\n  \0')])),
    ).resolves.toBeUndefined();
  });

  it('refuses a %PDF-1.4 header followed by an executable, however it ends', async () => {
    for (const polyglot of [
      Buffer.concat([Buffer.from('%PDF-1.4\n'), elf]),
      Buffer.concat([Buffer.from('%PDF-1.4\n'), elf, Buffer.from('\n%%EOF\n')]),
      Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), elf]),
      Buffer.concat([PDF_BYTES, elf]),
    ]) {
      await expect(pdf(polyglot)).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_FILE',
        details: [{ field: 'documents' }],
      });
    }
  });

  it('refuses a PDF cut short, or one without a page', async () => {
    await expect(pdf(PDF_BYTES.subarray(0, PDF_BYTES.length - 60))).rejects.toThrow(/PDF/);
    const pageless = Buffer.from(
      PDF_BYTES.toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0'),
      'latin1',
    );
    await expect(pdf(pageless)).rejects.toThrow('could not be read as a PDF');
  });

  it('accepts an image within the pixel limit and refuses a 400-megapixel PNG', async () => {
    const small = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    await expect(png(small)).resolves.toBeUndefined();
    const bomb = await hugePng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(png(bomb)).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_FILE',
      message: expect.stringContaining('20000 × 20000'),
    });
    expect(MAX_IMAGE_PIXELS).toBe(80_000_000);
  });

  it('refuses an image whose header cannot be read', async () => {
    const small = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    await expect(png(small.subarray(0, 20))).rejects.toMatchObject({ code: 'INVALID_FILE' });
  });
});
