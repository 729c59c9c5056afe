// Writes the demo dynatags with the owners' API's own pieces (file checks, module references, HTML
// allow-list). A second run finds each tag again by company and name and brings it back to its demo state:
// the same public id (its QR code stays valid), version 1, the demo files instead of whatever was uploaded.
import { type Company, dynatags, dynatagVersions, files, type User } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { deleteStored } from '../../api/src/modules/companies';
import {
  changesOfInput,
  insertFileRows,
  NEW_TAG_FIELDS,
  prepareFiles,
  scheduleChange,
  storeFiles,
} from '../../api/src/modules/dynatags';
import { recordUsage } from '../../api/src/modules/pricing';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { A4, INK, MARGIN, winAnsi } from '../../api/src/platform/pdf';
import { DEMO_DYNATAGS, type DemoFile } from './content/dynatags';
import { pngFile } from './images';
import { clearCompanyViews } from './view-details';
import { DEMO_VIEW_DAYS, seedViews } from './views';

/** A one-page A4 PDF with its title (pdf-lib, as our receipts: Helvetica in WinAnsi draws å, ä and ö). */
async function pdfFile(title: string, name: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage(A4);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText(winAnsi(title), { x: MARGIN, y: A4[1] - MARGIN - 24, size: 24, font: bold, color: INK });
  return new File([new Uint8Array(await pdf.save())], name, { type: 'application/pdf' });
}

const planSvg = (title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#f5f5f4"/><rect x="20" y="20" width="360" height="260" fill="none" stroke="#57534e" stroke-width="4"/><rect x="240" y="150" width="100" height="80" fill="#1d4ed8"/><text x="30" y="60" font-family="sans-serif" font-size="28" fill="#292524">${title}</text></svg>`;

/** A picture for the image and gallery modules: houses under a sky, coloured by its title (no photo to ship). */
function sceneSvg(title: string) {
  const hue = [...title].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  const houses = [0, 1, 2, 3]
    .map((i) => {
      const x = 90 + i * 260;
      const h = 220 + ((hue + i * 47) % 120);
      return `<rect x="${x}" y="${640 - h}" width="200" height="${h}" fill="hsl(${(hue + i * 30) % 360} 35% ${45 + i * 6}%)"/><path d="M${x - 10},${640 - h}L${x + 100},${560 - h}L${x + 210},${640 - h}Z" fill="#44403c"/><rect x="${x + 70}" y="${560}" width="60" height="80" fill="#292524"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 80%)"/><stop offset="1" stop-color="#f5f5f4"/></linearGradient></defs><rect width="1200" height="800" fill="url(#s)"/><rect y="640" width="1200" height="160" fill="hsl(${(hue + 120) % 360} 30% 40%)"/>${houses}</svg>`;
}

const demoFile = (file: DemoFile) =>
  file.kind === 'pdf'
    ? pdfFile(file.title, file.name)
    : pngFile((file.kind === 'photo' ? sceneSvg : planSvg)(file.title), file.name);

/** The demo tags of the demo companies; returns how many. */
export async function seedDynatags(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  // The companies' own view rollups are the sum of their tags' views, written again below.
  for (const company of companyByName.values()) await clearCompanyViews(deps, company.id);
  for (const demo of DEMO_DYNATAGS) {
    const company = companyByName.get(demo.company);
    if (!company) throw new Error(`the demo dynatag ${demo.fields.name} names an unseeded company`);
    const owner = userOf(demo.owner);
    const [found] = await deps.db
      .select()
      .from(dynatags)
      .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, demo.fields.name)));
    const tagShortId = found?.shortId ?? shortId();
    const prepared = await prepareFiles(tagShortId, await Promise.all(demo.files.map(demoFile)));
    const changes = await changesOfInput(
      deps,
      company.id,
      { shortId: tagShortId, passcodeTimer: null },
      demo.fields,
      [],
      prepared,
    );
    const now = deps.clock.now();
    // Every field as a new tag has it first: a second run also clears what was set in the dashboard.
    const row = { ...NEW_TAG_FIELDS, ...changes, version: 1, updatedByUserId: owner.id, updatedAt: now };
    await storeFiles(deps, prepared);
    const { tag, oldKeys } = await deps.db.transaction(async (tx) => {
      let tag = found;
      let keys: string[] = [];
      if (tag) {
        keys = (await tx.delete(files).where(eq(files.dynatagId, tag.id)).returning()).map(
          (f) => f.storageKey,
        );
        await tx.delete(dynatagVersions).where(eq(dynatagVersions.dynatagId, tag.id));
        await tx.update(dynatags).set(row).where(eq(dynatags.id, tag.id));
      } else {
        [tag] = await tx
          .insert(dynatags)
          .values({
            ...row,
            name: demo.fields.name,
            shortId: tagShortId,
            companyId: company.id,
            createdByUserId: owner.id,
            // Made before its demo views began.
            createdAt: now - (DEMO_VIEW_DAYS + 5) * DAY_MS,
          })
          .returning();
      }
      await insertFileRows(tx, deps, tag, owner.id, prepared);
      return { tag, oldKeys: keys };
    });
    await deleteStored(deps, oldKeys);
    await seedViews(deps, { type: 'dynatag', id: tag.id }, demo.viewScale);
  }
  await scheduleFairOpening(deps, userOf, companyByName);
  // The demo companies' counts of dynatags and owners on record for billing, as the API records them.
  for (const company of companyByName.values()) await recordUsage(deps.db, company.id, deps.clock.now());
  return DEMO_DYNATAGS.length;
}

/**
 * A scheduled change (issue 23): the fair stand's welcome turns into "the fair is open" next Monday at 09:00
 * Swedish time (07:00 or 08:00 UTC), through the owners' own service, replacing the one of an earlier run.
 */
async function scheduleFairOpening(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const demo = DEMO_DYNATAGS[0];
  const company = demo && companyByName.get(demo.company);
  if (!demo || !company) return;
  const [tag] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, demo.fields.name)));
  if (!tag) return;
  const now = new Date(deps.clock.now());
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7)),
  );
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Stockholm', timeZoneName: 'shortOffset' })
    .formatToParts(monday)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hoursAhead = Number(offset?.replace('GMT', '') || 1);
  await scheduleChange(deps, userOf(demo.owner), tag.shortId, {
    baseVersion: tag.version,
    publishAt: monday.getTime() + (9 - hoursAhead) * 3_600_000,
    label: 'Mässan är öppen – välkommen till monter B:12!',
  });
}
