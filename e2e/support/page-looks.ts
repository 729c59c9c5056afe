// The same company, person, card and tag every run (fixed names, pictures drawn from fixed bytes), for the
// screenshots of the public pages (page-looks.spec.ts): only ids differ between runs, and no page shows one.
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { type CompanyDesign, defaultDesign } from '../../shared/schemas/company-design';
import { signUpViaApi } from './api';
import { postTag } from './billing';
import { call, orderingOwner, placeOrder } from './orders';

const BLUE = '#1f4e79';

/** A company design for the pages: the published look and whether the company has its cover picture. */
export type Look = { name: string; cover: boolean; design: CompanyDesign };
const look = (name: string, cover: boolean, design: Partial<CompanyDesign>): Look => ({
  name,
  cover,
  design: { ...defaultDesign(BLUE), ...design },
});

/**
 * Every logo placement, with and without a cover picture, each page background, both button fills and the three
 * shapes. Manrope throughout: the system typefaces differ between machines, our own font does not.
 */
export const LOOKS: Look[] = [
  look('logo-on-cover', true, { logoPlacement: 'cover' }),
  look('logo-on-band', false, { logoPlacement: 'cover', buttonShape: 'pill' }),
  look('logo-left-light', true, {
    logoPlacement: 'left',
    background: 'light',
    buttonShape: 'square',
    buttonFill: 'outline',
  }),
  look('logo-centre-dark', false, {
    logoPlacement: 'center',
    background: 'dark',
    primary: '#f2b705',
    onPrimary: '#111111',
    buttonFill: 'outline',
    buttonShape: 'pill',
  }),
  look('no-logo', true, { logoPlacement: 'none' }),
];

/** A picture from fixed bytes: a diagonal gradient and a circle, no text (no typeface involved). */
const picture = (width: number, height: number, from: string, to: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" fill-opacity=".15"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The logo: a white square with a blue roof over an orange door. */
const logo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#fff"/><path d="M30 120 120 40l90 80z" fill="${BLUE}"/><rect x="60" y="120" width="120" height="90" fill="${BLUE}"/><rect x="100" y="150" width="40" height="60" fill="#f2b705"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const file = async (name: string, bytes: Promise<Buffer>) => ({
  name,
  mimeType: 'image/png',
  buffer: await bytes,
});
const coverFile = () => file('cover.png', picture(1600, 600, BLUE, '#6fb1e7'));

/** Ok, or the answer's text as the failure. */
async function ok(answer: Promise<{ ok(): boolean; text(): Promise<string> }>) {
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
}

const NAME = 'Signe Skärmbild';
const FIRM = 'Skärmbild Bygg AB';

/** The person's own part of the card: avatar, description, phone and e-mail. */
async function personalise(api: APIRequestContext) {
  await ok(
    api.patch('/api/v1/users/me', {
      multipart: {
        description: 'Bygger hus som håller, från ritning till nyckel.',
        avatar: await file('avatar.png', picture(400, 400, '#b45309', '#fcd34d')),
      },
    }),
  );
  const [profile] = await call<{ shortId: string }[]>(api, 'get', '/profiles');
  await call(api, 'patch', `/profiles/${profile!.shortId}`, {
    phone: '+46 70 123 45 67',
    email: 'signe@skarmbild.example',
  });
}

/** A plain card: the same person, in no company. */
export async function plainPerson(api: APIRequestContext) {
  const person = await signUpViaApi(api, NAME, 'look');
  await personalise(api);
  return person;
}

/**
 * The person as the owner of a company with its logo, cover, colour and details, `cards` cards of hers ordered
 * and a tag with the company's logo; no design published yet.
 */
export async function lookingFirm(api: APIRequestContext, cards = 0) {
  const { person, company } = await orderingOwner(api, NAME, FIRM);
  await personalise(api);
  await ok(
    api.patch(`/api/v1/companies/${company.shortId}`, {
      multipart: {
        json: JSON.stringify({
          color: BLUE,
          useColorInProfiles: true,
          websiteUrl: 'https://skarmbild.example',
          phone: '+46 31 555 10 00',
          street: 'Hamngatan 2',
          zipcode: '411 06',
          city: 'Göteborg',
          description: 'Trähus i generationer.',
        }),
        'files[logo]': await file('logo.png', logo()),
        'files[cover]': await coverFile(),
      },
    }),
  );
  await call(api, 'patch', `/companies/${company.shortId}/colleagues/${company.membershipId}`, {
    jobTitle: 'Byggledare',
    workPhone: '+46 31 555 10 12',
    workEmail: 'signe@skarmbild.example',
  });
  const tagId = await newTag(api, company.shortId, {
    name: 'Mässan',
    label: 'Mässan 2026',
    showCompanyLogo: true,
    modules: [
      {
        id: 'a',
        type: 'wysiwyg',
        title: 'Välkommen',
        html: '<p>Hall B, monter 12. Kaffe och kanelbullar.</p>',
      },
      {
        id: 'b',
        type: 'links',
        links: [{ text: 'Boka ett möte', url: 'https://skarmbild.example/boka', color: '#f2b705' }],
      },
    ],
  });
  const order = cards
    ? await placeOrder(api, company.shortId, [
        { recipient: company.membershipId, type: 'goldPersonal', quantity: cards, fullName: NAME },
      ])
    : null;
  return { person, company, tagId, cards: order?.cardsMade ?? [] };
}

/** A new tag of the company: its id. */
export async function newTag(api: APIRequestContext, companyId: string, fields: Record<string, unknown>) {
  const tag = await postTag(api, companyId, fields);
  expect(tag.status(), await tag.text()).toBe(201);
  return ((await tag.json()) as { data: { id: string } }).data.id;
}

/** The company publishes `look`, with its cover picture or without. */
export async function publish(api: APIRequestContext, companyId: string, { cover, design }: Look) {
  const path = `/api/v1/companies/${companyId}`;
  if (cover) await ok(api.patch(path, { multipart: { json: '{}', 'files[cover]': await coverFile() } }));
  else await ok(api.delete(`${path}/cover`));
  await ok(api.patch(`${path}/design`, { data: design }));
  await ok(api.post(`${path}/design/publish`));
}
