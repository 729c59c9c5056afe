// Dynatags for the tests of the public page and API: made through the owners' API as the editor saves them
// (apiTag), or a row written directly where a test needs a tag and nothing of the save (seedDynatag).
import { type Dynatag, dynatags } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { shortId } from '../../platform/crypto';
import { createTag } from './test-kit';

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

/** The five text and link modules of the /d budget (DESIGN §9, issue 9): a page that needs no island. */
export const fiveTextAndLinkModules = (): DynatagModule[] => [
  {
    id: 'a',
    type: 'wysiwyg',
    title: 'Welcome to our stand',
    html: '<h2>Hall B, stand 12</h2><p>Meet the team behind the <strong>Nordvik</strong> timber frames. We show the new <em>low-carbon</em> beam system, the assembly service and the price list for 2026.</p><ul><li>Live demo every hour</li><li>Coffee and kanelbullar</li></ul>',
  },
  {
    id: 'b',
    type: 'links',
    title: 'Read more',
    links: [
      { text: 'Product sheet', url: 'https://example.com/sheet', color: '#1d4ed8' },
      { text: 'Book a meeting', url: 'https://example.com/book', color: '#facc15' },
      { text: 'Our references', url: 'https://example.com/refs', color: '#262626' },
    ],
  },
  { id: 'c', type: 'wysiwyg', html: '<p>Opening hours: 9–17 every fair day. Ask for Anna at the desk.</p>' },
  {
    id: 'd',
    type: 'links',
    links: [{ text: 'Directions to the fair', url: 'https://example.com/map', color: '#16a34a' }],
  },
  { id: 'e', type: 'wysiwyg', title: 'Sustainability', html: '<p>Every beam is FSC certified.</p>' },
];

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

/**
 * A tag made through the owners' API as the editor saves it (rich text sanitised, files checked, timer
 * counted from the save): its public and row ids, the ids of its files in the order sent, and the answer.
 */
export async function apiTag(
  t: TestApp,
  owner: { c: ReturnType<TestApp['client']> },
  companyShortId: string,
  fields: Record<string, unknown>,
  upload: File[] = [],
) {
  const detail = await createTag(
    owner.c,
    companyShortId,
    { name: 'Stand A', label: 'Welcome', ...fields },
    upload,
  );
  const [row] = await t.db.select({ id: dynatags.id }).from(dynatags).where(eq(dynatags.shortId, detail.id));
  return { shortId: detail.id, id: row!.id, fileIds: detail.files.map((f) => f.id), detail };
}
