import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF's pages as text (pdf.js, no system tools): what a reader of the file would find in it. */
export async function pdfPages(bytes: Uint8Array) {
  return (await readPdf(bytes)).map((page) => page.text);
}

/** A PDF's pages: their text and size in points. */
export async function readPdf(bytes: Uint8Array) {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const document = await loading.promise;
  try {
    const pages: { text: string; width: number; height: number }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const [, , width, height] = page.view;
      pages.push({ text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '), width: Math.round(width!), height: Math.round(height!) });
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}
