// A card with everything a page can show (test and bench helper): a subscriber with avatar, cover,
// personal phone and email, two companies with logos, colours, addresses, social links of many networks,
// custom links and files. The byte budget test measures its page; bench/lighthouse.ts and the screenshots
// look at it.
import { profiles, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness';
import { colleague, company, form, insertMember, pdfFile, person, upload } from '../companies/test-kit';
import { setAvatar, setCover } from '../users/avatar';

/** A picture as a phone would upload it: a soft diagonal gradient between two colours. */
async function picture(width: number, height: number, from: string, to: string, name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" fill-opacity=".12"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

const EVERY_NETWORK = {
  linkedin: 'https://www.linkedin.com/in/erik-johansson',
  instagram: 'https://www.instagram.com/erik.bygger',
  facebook: 'https://www.facebook.com/erik.johansson',
  x: 'https://x.com/erikbygger',
  youtube: 'https://www.youtube.com/@nordvikbygg',
  tiktok: 'https://www.tiktok.com/@nordvikbygg',
};

/** Makes the card; `withPersonCover: false` leaves the page to the company's cover. */
export async function fullCard(t: TestApp, options: { withPersonCover?: boolean } = {}) {
  const owner = await person(t, { subscriber: true, fullName: 'Olivia Owner' });
  const firm = await company(owner.c, {
    name: 'Nordvik Bygg AB',
    color: '#0f4c81',
    useColorInProfiles: true,
    websiteUrl: 'https://www.nordvikbygg.se',
    phone: '+46 31 555 10 00',
    email: 'info@nordvikbygg.se',
    street: 'Hamngatan 2',
    zipcode: '411 06',
    city: 'Göteborg',
    description: 'Vi bygger hus som håller i generationer – från ritning till nyckelöverlämning.',
    socialLinks: {
      linkedin: 'https://www.linkedin.com/company/nordvik',
      instagram: 'https://instagram.com/nordvik',
    },
    customLinks: [
      { text: 'Prislista 2026', url: 'https://www.nordvikbygg.se/priser' },
      { text: 'Boka platsbesök', url: 'https://www.nordvikbygg.se/boka', color: '#f2b705' },
    ],
  });
  await owner.c.patch(
    `/api/v1/companies/${firm.shortId}`,
    form({
      'files[logo]': await picture(256, 256, '#0f4c81', '#3a86c8', 'logo.jpg'),
      'files[cover]': await picture(1600, 600, '#0f4c81', '#6fb1e7', 'cover.jpg'),
    }),
  );
  await upload(owner.c, `/api/v1/companies/${firm.shortId}/files`, pdfFile('Referenser.pdf'));
  const other = await company(owner.c, {
    name: 'Hamnens Fastighetsservice',
    color: '#1f6f43',
    websiteUrl: 'https://hamnens.example',
    city: 'Göteborg',
  });

  const mate = await colleague(t, firm.shortId, {
    subscriber: true,
    fullName: 'Erik Johansson',
    description: 'Platschef med 15 år i branschen. Jag hjälper dig från första skiss till färdigt hus.',
  });
  await setAvatar(t.deps, mate.user, await picture(512, 512, '#c98b5b', '#5b3a29', 'me.jpg'));
  if (options.withPersonCover !== false) {
    await setCover(t.deps, mate.user, await picture(1600, 600, '#24496b', '#9cc3d5', 'cover.jpg'));
  }
  const memberPath = `/api/v1/companies/${firm.shortId}/colleagues/${mate.membership.shortId}`;
  await mate.c.patch(memberPath, {
    jobTitle: 'Platschef',
    jobRole: 'Produktion',
    workPhone: '+46 31 555 10 23',
    workEmail: 'erik.johansson@nordvikbygg.se',
    about: 'Ring mig om allt som rör ditt bygge – jag svarar samma dag.',
    socialLinks: EVERY_NETWORK,
    customLinks: [{ text: 'Boka ett möte med mig', url: 'https://cal.example/erik' }],
  });
  await upload(mate.c, `${memberPath}/files`, pdfFile('Erik Johansson CV.pdf'));
  // The second company, shown after the first.
  await insertMember(t, other.shortId, mate.user.id);
  await t.client().get(`/api/v1/profiles/${mate.user.shortId}`); // makes the profile
  await t.db
    .update(profiles)
    .set({ phone: '+46 70 123 45 67', email: 'erik@johansson.se' })
    .where(eq(profiles.userId, mate.user.id));
  await t.db.update(users).set({ lang: 'sv' }).where(eq(users.id, mate.user.id));
  // Six own links of the person (issue 32), one featured, as the richest page has them.
  const [own] = (await mate.c.get<{ shortId: string }[]>('/api/v1/profiles')).body.data;
  await mate.c.patch(`/api/v1/profiles/${own.shortId}`, {
    links: ['Boka ett möte', 'Vår nya katalog', 'Referensprojekt', 'Lediga jobb', 'Nyhetsbrev', 'Blogg'].map(
      (label, i) => ({ label, url: `https://johansson.se/${i}`, featured: i === 0 }),
    ),
  });
  return { owner, firm, other, mate };
}
