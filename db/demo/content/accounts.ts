// Who the demo has: the three logins of the README and their colleagues, with their pictures' colours,
// profiles and saved contacts. Plain data; db/demo/people.ts writes it. Addresses use the reserved .example
// and .local domains, so no mail or link ever reaches a real party.
import type { User } from '@db/schema';
import type { Scene } from '../illustrations/scenes';

export type DemoAccount = {
  email: string;
  username: string;
  password: string;
  fullName: string;
  description: string;
  role: User['role'];
  plan: 'free' | 'monthly';
  /** The language of the account's mails; left as it is when not given. */
  lang?: User['lang'];
};

/** The password of the colleague accounts (one hash for all of them keeps the seed fast). */
const COLLEAGUE_PASSWORD = 'dynacard-colleague';

const colleague = (username: string, fullName: string, description: string, lang: User['lang'] = 'sv') => ({
  email: `${username}@dynacard.local`,
  username,
  password: COLLEAGUE_PASSWORD,
  fullName,
  description,
  role: 'user' as const,
  plan: 'free' as const,
  lang,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@dynacard.local',
    username: 'admin',
    password: 'dynacard-admin',
    fullName: 'Astrid Lindqvist',
    description: 'Runs the Dynacard service: orders, coupons and customer support.',
    role: 'administrator',
    plan: 'free',
    lang: 'sv',
  },
  {
    email: 'subscriber@dynacard.local',
    username: 'subscriber',
    password: 'dynacard-subscriber',
    fullName: 'Erik Johansson',
    description: 'Sales manager at Nordvik Bygg AB; shares his card at every site visit.',
    role: 'user',
    plan: 'monthly',
    lang: 'sv',
  },
  {
    email: 'free@dynacard.local',
    username: 'free',
    password: 'dynacard-free',
    fullName: 'Maja Virtanen',
    description: 'Freelance illustrator in Helsinki, trying Dynacard on the free plan.',
    role: 'user',
    plan: 'free',
    lang: 'fi',
  },
  colleague('lina', 'Lina Berg', 'Project manager who keeps every build on time and every client informed.'),
  colleague('omar', 'Omar Haddad', 'Site manager: twenty years of building homes on the west coast.'),
  colleague('sofia', 'Sofia Lund', 'CEO of Västkust Fastigheter, developing homes along the coast.'),
  colleague('jonas', 'Jonas Ek', 'Helps companies roll out digital business cards to their teams.', 'en'),
];

/** Each person's portrait: an index of PORTRAIT_LOOKS (db/demo/illustrations/portraits.ts). */
export const PORTRAIT_OF: Record<string, number> = {
  admin: 0,
  subscriber: 1,
  free: 2,
  lina: 3,
  omar: 4,
  sofia: 5,
  jonas: 7,
};

/** How busy each person's card page was over the last three months (1 = a few views a day). */
export const VIEW_SCALE: Record<string, number> = { subscriber: 3, free: 1.2, sofia: 1, jonas: 0.8 };

/** People whose card page has a cover of their own, with its scene. */
export const PERSON_COVERS: Record<string, Scene> = {
  subscriber: 'coast',
  free: 'forest',
  sofia: 'harbour',
  jonas: 'skyline',
};

export type DemoProfile = {
  username: string;
  label: string;
  phone: string;
  email: string;
  /** Companies shown, by name, in order. */
  companies: string[];
  isActive: boolean;
};

/** Each person's profiles; the subscriber has a second one for board work. */
export const DEMO_PROFILES: DemoProfile[] = [
  {
    username: 'subscriber',
    label: 'Nordvik Bygg',
    phone: '+46 70 123 45 67',
    email: 'erik.johansson@mail.example',
    companies: ['Nordvik Bygg AB'],
    isActive: true,
  },
  {
    username: 'subscriber',
    label: 'Board work',
    phone: '+46 70 123 45 67',
    email: 'erik.johansson@mail.example',
    companies: ['Västkust Fastigheter AB'],
    isActive: false,
  },
  {
    username: 'free',
    label: '',
    phone: '+358 40 765 4321',
    email: '',
    companies: ['Virtanen Illustration'],
    isActive: true,
  },
  { username: 'admin', label: '', phone: '', email: '', companies: ['Dynacard AB'], isActive: true },
  {
    username: 'lina',
    label: '',
    phone: '+46 73 555 12 34',
    email: '',
    companies: ['Nordvik Bygg AB'],
    isActive: true,
  },
  {
    username: 'omar',
    label: '',
    phone: '+46 76 555 98 76',
    email: '',
    companies: ['Nordvik Bygg AB'],
    isActive: true,
  },
  {
    username: 'sofia',
    label: '',
    phone: '',
    email: '',
    companies: ['Västkust Fastigheter AB'],
    isActive: true,
  },
  {
    username: 'jonas',
    label: '',
    phone: '',
    email: 'jonas.ek@mail.example',
    companies: ['Dynacard AB'],
    isActive: true,
  },
];

/** Saved contacts: who saved whose (active) profile. */
export const DEMO_CONTACTS: [saver: string, saved: string][] = [
  ['subscriber', 'free'],
  ['subscriber', 'sofia'],
  ['subscriber', 'jonas'],
  ['subscriber', 'lina'],
  ['free', 'subscriber'],
  ['free', 'jonas'],
  ['admin', 'subscriber'],
  ['admin', 'free'],
  ['lina', 'omar'],
  ['omar', 'lina'],
  ['sofia', 'subscriber'],
];
