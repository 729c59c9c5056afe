// Rows of a dynatag for the tests of the public page and API: straight into the test database (the owners'
// API is tested on its own), with any module list, passcode, timer and fence.
import { type Dynatag, dynatags, files } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { seedCompany, seedUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';

/** Every text a visitor could see, as modules of each text-bearing type. */
export function textModules(text: string): DynatagModule[] {
  return [
    { id: 'w', type: 'wysiwyg', title: text, html: `<p>${text}</p>` },
    { id: 'l', type: 'links', title: text, links: [{ text, url: 'https://example.com/', color: '#224466' }] },
    {
      id: 'c',
      type: 'contacts',
      title: text,
      contacts: [{ name: text, information: text, phone: '+46 70 123 45 67', email: 'desk@example.com' }],
    },
    { id: 'm', type: 'map', title: text, center: { lat: 57.7, lng: 11.97 }, zoom: 14, marker: text },
  ];
}

export async function seedTagCompany(t: TestApp, name = 'Nordvik Bygg AB') {
  const owner = await seedUser(t);
  return seedCompany(t, { ownerId: owner.id, name });
}

export async function seedDynatag(
  t: TestApp,
  companyId: number,
  fields: Partial<typeof dynatags.$inferInsert> = {},
): Promise<Dynatag> {
  const now = t.clock.now();
  const [tag] = await t.db
    .insert(dynatags)
    .values({
      shortId: shortId(),
      companyId,
      name: 'Stand A',
      label: 'Welcome',
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning();
  return tag;
}

/** A stored file row of the tag (its bytes are not needed by the tests that read paths only). */
export async function seedTagFile(
  t: TestApp,
  tag: Dynatag,
  ownerUserId: number,
  fields: { name: string; mime: string; body?: Uint8Array },
) {
  const id = shortId();
  const key = `dynatags/${tag.shortId}/${id}`;
  if (fields.body) await t.deps.storage.put(key, fields.body, fields.mime);
  await t.db.insert(files).values({
    shortId: id,
    ownerUserId,
    kind: 'dynatag',
    storageKey: key,
    name: fields.name,
    mime: fields.mime,
    size: fields.body?.length ?? 1234,
    dynatagId: tag.id,
    createdAt: t.clock.now(),
  });
  return id;
}
