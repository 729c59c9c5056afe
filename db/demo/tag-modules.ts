// The demo of the opening hours, menu, event and coupon modules (issue 32): Nordvik Bygg's showroom café, a
// tag that opens on a picture of the café (the page's hero), then its hours with a holiday, its menu, an
// after-work evening with "Add to calendar" and a coupon. Written as db/demo/dynatags.ts writes its tags
// (the owners' API's own pieces); a second run finds the tag by company and name and restores it.
import { type Company, dynatags, dynatagVersions, files, type User } from '@db/schema';
import { DAY_MS } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { DEFAULT_TIME_ZONE } from '@shared/schemas/venue-fields';
import { addDays, wallClock } from '@shared/venue/zone';
import { and, eq } from 'drizzle-orm';
import { deleteStored } from '../../api/src/modules/companies';
import {
  changesOfInput,
  insertFileRows,
  NEW_TAG_FIELDS,
  prepareFiles,
  storeFiles,
} from '../../api/src/modules/dynatags';
import { recordUsage } from '../../api/src/modules/pricing';
import { shortId } from '../../api/src/platform/crypto';
import type { Deps } from '../../api/src/platform/deps';
import { pngFile } from './images';
import { DEMO_VIEW_DAYS, seedViews } from './views';

const COMPANY = 'Nordvik Bygg AB';
const OWNER = 'subscriber';
const NAME = 'Kafé Verkstaden';

/** A drawn café: a counter, lamps and a window on the harbour (no photo to ship). */
const cafeSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="#e7dccb"/><rect x="80" y="60" width="620" height="330" rx="8" fill="#9cc3d5"/><path d="M80 300l160-70 140 50 170-90 150 60v140H80z" fill="#5b7f95"/><rect x="80" y="60" width="620" height="330" rx="8" fill="none" stroke="#6b4f3a" stroke-width="18"/><path d="M390 60v330M80 225h620" stroke="#6b4f3a" stroke-width="10"/><rect y="420" width="1600" height="180" fill="#8a5a3b"/><rect y="405" width="1600" height="30" fill="#5c3b26"/>${[
  900, 1120, 1340,
]
  .map(
    (x) =>
      `<path d="M${x} 0v120" stroke="#3f3f46" stroke-width="4"/><path d="M${x - 60} 170a60 50 0 01120 0z" fill="#f59e0b"/><circle cx="${x}" cy="176" r="16" fill="#fde68a"/>`,
  )
  .join(
    '',
  )}<rect x="860" y="300" width="90" height="105" rx="10" fill="#f5f5f4"/><rect x="980" y="330" width="70" height="75" rx="8" fill="#0f766e"/><circle cx="1250" cy="375" r="30" fill="#fef3c7"/><circle cx="1250" cy="375" r="18" fill="#78350f"/></svg>`;

/** The café's page, with its dates counted from `today` (the wall-clock date in Stockholm). */
function modules(today: string): DynatagModule[] {
  const weekday = () => [{ open: '07:30', close: '17:00' }];
  const thursday = addDays(today, ((3 - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 7) % 7) + 7);
  return [
    {
      id: 'cafe',
      type: 'image',
      file: 'upload:0',
      alt: 'Kafé Verkstaden: disken, lamporna och fönstret mot hamnen',
    },
    {
      id: 'intro',
      type: 'wysiwyg',
      html: '<h2>Välkommen till Kafé Verkstaden</h2><p>Vårt visningskafé i snickeriverkstaden: kaffe från rosteriet runt hörnet, lunch varje vardag och ritningarna till nästa projekt på bordet.</p>',
    },
    {
      id: 'hours',
      type: 'hours',
      title: 'Öppettider',
      timeZone: DEFAULT_TIME_ZONE,
      week: [
        weekday(),
        weekday(),
        weekday(),
        [
          { open: '07:30', close: '17:00' },
          { open: '17:30', close: '21:00' },
        ],
        weekday(),
        [{ open: '10:00', close: '15:00' }],
        [],
      ],
      exceptions: [
        { date: addDays(today, 10), spans: [], note: 'Personaldag' },
        { date: addDays(today, 17), spans: [{ open: '10:00', close: '14:00' }], note: 'Inventering' },
      ],
    },
    {
      id: 'menu',
      type: 'menu',
      title: 'Meny',
      currency: 'SEK',
      sections: [
        {
          name: 'Lunch 11–14',
          items: [
            {
              name: 'Dagens soppa',
              description: 'Med surdegsbröd och smör',
              price: 11500,
              notes: 'Laktos, gluten',
            },
            {
              name: 'Smørrebrød med rökt lax',
              description: 'Pepparrotskräm, dill, rågbröd',
              price: 13500,
              notes: 'Fisk, gluten',
            },
            {
              name: 'Rotfruktssallad',
              description: 'Rostade rotfrukter, linser, fetaost',
              price: 12500,
              notes: 'Vegetarisk, laktos',
            },
          ],
        },
        {
          name: 'Kaffe & fika',
          items: [
            { name: 'Bryggkaffe', description: 'Påtår ingår', price: 3200 },
            { name: 'Cappuccino', price: 4200, notes: 'Havremjölk finns' },
            { name: 'Kardemummabulle', price: 3800, notes: 'Gluten, laktos, ägg' },
            { name: 'Chokladboll', price: 2500, notes: 'Vegansk' },
          ],
        },
      ],
    },
    {
      id: 'afterwork',
      type: 'event',
      title: 'Evenemang',
      name: 'Afterwork: bygg ditt drömkök',
      start: `${thursday}T17:30`,
      end: `${thursday}T20:00`,
      timeZone: DEFAULT_TIME_ZONE,
      place: 'Kafé Verkstaden, Hamngatan 12, Göteborg',
      position: { lat: 57.7065, lng: 11.9599 },
      description:
        'Våra snickare visar kök från ritning till montering. Fika och smörrebröd bjuder vi på; anmälan behövs inte.',
    },
    {
      id: 'coupon',
      type: 'coupon',
      title: 'Erbjudande',
      code: 'FIKA2FOR1',
      description: 'Två kaffe och två kardemummabullar för priset av en – visa koden i kassan.',
      lastDay: addDays(today, 30),
      timeZone: DEFAULT_TIME_ZONE,
    },
    {
      id: 'map',
      type: 'map',
      title: 'Hitta hit',
      center: { lat: 57.7065, lng: 11.9599 },
      zoom: 15,
      marker: 'Kafé Verkstaden',
    },
  ];
}

/** The café's tag of Nordvik Bygg; returns how many tags it wrote (1). */
export async function seedTagModules(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const company = companyByName.get(COMPANY);
  if (!company) throw new Error(`the café's tag names an unseeded company: ${COMPANY}`);
  const owner = userOf(OWNER);
  const [found] = await deps.db
    .select()
    .from(dynatags)
    .where(and(eq(dynatags.companyId, company.id), eq(dynatags.name, NAME)));
  const tagShortId = found?.shortId ?? shortId();
  const prepared = await prepareFiles(tagShortId, [await pngFile(cafeSvg, 'Kafé Verkstaden.png')]);
  const today = wallClock(deps.clock.now(), DEFAULT_TIME_ZONE).date;
  const fields = { name: NAME, label: 'Kafé Verkstaden', showCompanyLogo: true, modules: modules(today) };
  const changes = await changesOfInput(
    deps,
    company.id,
    { shortId: tagShortId, passcodeTimer: null },
    fields,
    [],
    prepared,
  );
  const now = deps.clock.now();
  const row = { ...NEW_TAG_FIELDS, ...changes, version: 1, updatedByUserId: owner.id, updatedAt: now };
  await storeFiles(deps, prepared);
  const { tag, oldKeys } = await deps.db.transaction(async (tx) => {
    let tag = found;
    let keys: string[] = [];
    if (tag) {
      keys = (await tx.delete(files).where(eq(files.dynatagId, tag.id)).returning()).map((f) => f.storageKey);
      await tx.delete(dynatagVersions).where(eq(dynatagVersions.dynatagId, tag.id));
      await tx.update(dynatags).set(row).where(eq(dynatags.id, tag.id));
    } else {
      [tag] = await tx
        .insert(dynatags)
        .values({
          ...row,
          name: NAME,
          shortId: tagShortId,
          companyId: company.id,
          createdByUserId: owner.id,
          createdAt: now - (DEMO_VIEW_DAYS + 5) * DAY_MS,
        })
        .returning();
    }
    await insertFileRows(tx, deps, tag!, owner.id, prepared);
    return { tag: tag!, oldKeys: keys };
  });
  await deleteStored(deps, oldKeys);
  await seedViews(deps, { type: 'dynatag', id: tag.id }, 2);
  // Its tags on record for billing, as the API records them (after the other demo tags: one more).
  await recordUsage(deps.db, company.id, deps.clock.now());
  return 1;
}
