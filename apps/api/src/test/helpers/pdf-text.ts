import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, as a reader's "select all" would give it, in one spaced line,
 * and its document information (title, author).
 */
export const pdfText = async (bytes: Buffer | Uint8Array) => {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    // Line wraps split words at spaces and after hyphens: join them back for the assertions.
    return {
      pages: document.numPages,
      info,
      text: pages.join(' ').replace(/\s+/g, ' ').replace(/- /g, '-'),
    };
  } finally {
    await task.destroy();
  }
};
