// Reads back the text a PDF of ours draws (pdf-lib writes each string as a WinAnsi hex string before Tj), so
// tests can check a receipt's words and amounts: every page's content streams decoded, the strings in order.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from 'pdf-lib';

const WIN_ANSI_HIGH: Record<number, string> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((ch, i) => [0x80 + i, ch]),
);
const fromWinAnsi = (bytes: number[]) =>
  bytes.map((b) => (b >= 0x80 && b < 0xa0 ? WIN_ANSI_HIGH[b] : String.fromCharCode(b))).join('');

/** The PDF parsed by pdf-lib, with the text of each page: one string per drawn run, in drawing order. */
export async function pdfText(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams: PDFStream[] =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFStream)
        : contents
          ? [contents]
          : [];
    const source = streams
      .map((s) =>
        Buffer.from(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents()).toString(
          'latin1',
        ),
      )
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
      fromWinAnsi(m[1].match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? []),
    );
  });
  return { doc, pages };
}
