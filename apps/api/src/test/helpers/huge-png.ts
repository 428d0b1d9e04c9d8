import { crc32, createDeflate } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/**
 * A real, decodable black-and-white PNG (1 bit a pixel) of `width` × `height` black pixels: a
 * decompression bomb (a 20000 × 20000 one is a few tens of KB on disk, 400 megapixels once
 * decoded). Its rows are deflated as a stream, so making it never holds the image in memory.
 */
export const hugePng = async (width: number, height: number): Promise<Buffer> => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  // Each row: filter byte 0, then the row's pixels (8 to a byte); written in batches of rows.
  const rowBytes = 1 + Math.ceil(width / 8);
  const rowsPerBatch = Math.max(1, Math.floor(4_000_000 / rowBytes));
  const batch = Buffer.alloc(rowsPerBatch * rowBytes);
  for (let row = 0; row < height; row += rowsPerBatch) {
    const rows = Math.min(rowsPerBatch, height - row);
    if (!deflate.write(batch.subarray(0, rows * rowBytes))) {
      await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
