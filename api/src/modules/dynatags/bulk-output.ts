// What a finished bulk job hands out: one ZIP of the made tags' QR codes (SVG and/or PNG, in the company's QR
// style, named after the tags), a print sheet (A4, a grid of codes with each tag's name) and the failure report
// as CSV. Each is made when asked for, from the tags as they are now: in slices that let other requests run
// between two codes (PNGs are drawn off the main thread by sharp), and once for requests that ask at the same time.
import type { Company, Dynatag } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { type Zippable, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { csvLine } from '../../platform/csv';
import type { Deps } from '../../platform/deps';
import { withoutHidden } from '../../platform/file-names';
import { A4, INK, winAnsi } from '../../platform/pdf';
import { drawQrOnPage, POINTS_PER_MM, renderQrPng, renderQrSvg } from '../../platform/qr-style/render';
import { drawable, effectiveStyle } from '../../platform/qr-style/store';
import { tagLink } from '../page-domains';

export type ZipFormats = 'svg' | 'png' | 'both';

/** Lets other requests run between two codes: a sheet of 500 codes is many short slices, not one long stall. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const building = new Map<string, Promise<Uint8Array>>();

/**
 * One build at a time of the same output (`key`: the job, the kind and its options): a request that asks while it
 * is being made gets the same bytes, so a burst of clicks or scripts costs one build, not one each.
 */
export function sharedBuild(key: string, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const running = building.get(key);
  if (running) return running;
  const started = build().finally(() => building.delete(key));
  building.set(key, started);
  return started;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must go
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** A tag's name as a file name that every system takes: no separators or reserved names, at most 80 characters. */
export function safeFileName(name: string) {
  // Separators and controls become dashes; the invisible bidi controls go (platform/file-names.ts).
  const cleaned = withoutHidden(name.normalize('NFC').replace(UNSAFE, '-'))
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  const short = [...cleaned].slice(0, 80).join('').trim();
  if (!short || RESERVED.test(short)) return `dynatag${short ? `-${short}` : ''}`;
  return short;
}

/** File names for the tags, unique without regard to case: the second "Hall A" becomes "Hall A (2)". */
export function uniqueNames(names: string[]) {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = safeFileName(name);
    let candidate = base;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The code of each tag in the company's QR style (the tag's own, should it have one since). */
async function codesOf(deps: Deps, company: Company, tags: Dynatag[], lang: Lang) {
  const out = [];
  for (const tag of tags) {
    const { style, logo } = await effectiveStyle(deps, { own: { dynatagId: tag.id }, company });
    out.push({ tag, request: drawable(await tagLink(deps, tag), style, logo, lang) });
  }
  return out;
}

/** The ZIP of the tags' codes: `<name>.svg` and/or `<name>.png` (1024 px) per tag. */
export async function qrZip(deps: Deps, company: Company, tags: Dynatag[], lang: Lang, formats: ZipFormats) {
  const codes = await codesOf(deps, company, tags, lang);
  const names = uniqueNames(tags.map((t) => t.name));
  const entries: Zippable = {};
  for (const [i, { request }] of codes.entries()) {
    await breathe();
    if (formats !== 'png')
      entries[`${names[i]}.svg`] = [new TextEncoder().encode(renderQrSvg(request, 1024)), { level: 6 }];
    // A PNG is compressed already: stored as it is.
    if (formats !== 'svg') entries[`${names[i]}.png`] = [await renderQrPng(request, 1024), { level: 0 }];
  }
  return zipSync(entries);
}

const COLUMNS = 3;
const ROWS = 4;
const CODE_MM = 45;
const MARGIN = 36;

/** The print sheet: A4 pages of 3 × 4 codes, each with its tag's name under it. */
export async function printSheet(deps: Deps, company: Company, tags: Dynatag[], lang: Lang) {
  const codes = await codesOf(deps, company, tags, lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(translate(lang, 'api', 'bulkSheetTitle', { company: company.name })));
  pdf.setCreator('Dynacard');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [width, height] = A4;
  const cellW = (width - 2 * MARGIN) / COLUMNS;
  const cellH = (height - 2 * MARGIN) / ROWS;
  const codeW = CODE_MM * POINTS_PER_MM;
  let page = pdf.addPage(A4);
  for (const [i, { tag, request }] of codes.entries()) {
    const slot = i % (COLUMNS * ROWS);
    if (i > 0 && slot === 0) page = pdf.addPage(A4);
    await breathe();
    const x = MARGIN + (slot % COLUMNS) * cellW;
    const top = height - MARGIN - Math.floor(slot / COLUMNS) * cellH;
    const drawn = await drawQrOnPage(pdf, page, request, {
      x: x + (cellW - codeW) / 2,
      top: top - 6,
      mm: CODE_MM,
    });
    let text = winAnsi(tag.name);
    const size = 10;
    while (text.length > 1 && font.widthOfTextAtSize(text, size) > cellW - 8) text = `${text.slice(0, -2)}…`;
    page.drawText(text, {
      x: x + (cellW - font.widthOfTextAtSize(text, size)) / 2,
      y: top - 6 - drawn.height - 14,
      size,
      font,
      color: INK,
    });
  }
  return pdf.save({ objectsPerTick: 200 });
}

/** The failure report as CSV: row, name, field and reason. */
export function failureReport(
  lang: Lang,
  failures: { row: number; name: string; field: string | null; message: string }[],
) {
  const header = ['bulkReportRow', 'bulkReportName', 'bulkReportField', 'bulkReportReason'].map((k) =>
    translate(lang, 'api', k as 'bulkReportRow'),
  );
  return `\uFEFF${csvLine(header)}${failures.map((f) => csvLine([f.row, f.name, f.field ?? '', f.message])).join('')}`;
}
