// What visitors left on the subscriber's card page ("exchange contact"). Plain data; db/demo/people.ts writes it.
import type { User } from '@db/schema';

export type DemoLead = {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  note: string;
  lang: User['lang'];
  /** How long ago it was left, and whether the holder has seen it. */
  daysAgo: number;
  isRead: boolean;
  /** Where and on what it was left, and how the visitor came (issue 22); left out where not known. */
  visit?: {
    country: string;
    city: string;
    device: string;
    os: string;
    browser: string;
    source: 'qr' | 'nfc' | null;
  };
};

/** What visitors left on the subscriber's card page ("exchange contact"). */
export const DEMO_LEADS: DemoLead[] = [
  {
    fullName: 'Karin Åberg',
    email: 'karin.aberg@mail.example',
    phone: '+46 70 234 56 78',
    company: '',
    note: 'We met at the housing fair. We are planning an extension of our house in Kungälv: can you call me next week?',
    lang: 'sv',
    visit: {
      country: 'SE',
      city: 'Gothenburg',
      device: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      source: 'qr',
    },
    daysAgo: 0,
    isRead: false,
  },
  {
    fullName: 'Daniel Svensson',
    email: 'daniel@hallandsel.example',
    phone: '',
    company: 'Hallands El & Energi',
    note: 'Electrical subcontractor; happy to quote on your projects in Halland.',
    lang: 'sv',
    visit: {
      country: 'SE',
      city: 'Halmstad',
      device: 'mobile',
      os: 'Android',
      browser: 'Chrome Mobile',
      source: 'nfc',
    },
    daysAgo: 2,
    isRead: false,
  },
  {
    fullName: 'Emma Clarke',
    email: 'emma.clarke@northbuild.example',
    phone: '+44 20 7946 0321',
    company: 'Northbuild Ltd',
    note: 'Looking for a Swedish partner for a timber-frame project in Gothenburg.',
    lang: 'en',
    visit: {
      country: 'SE',
      city: 'Stockholm',
      device: 'desktop',
      os: 'Windows',
      browser: 'Edge',
      source: null,
    },
    daysAgo: 6,
    isRead: true,
  },
  {
    fullName: 'Mikko Laine',
    email: '',
    phone: '+358 50 987 6543',
    company: 'Laine Arkkitehdit',
    note: '',
    lang: 'fi',
    visit: {
      country: 'FI',
      city: 'Helsinki',
      device: 'mobile',
      os: 'iOS',
      browser: 'Mobile Safari',
      source: 'qr',
    },
    daysAgo: 15,
    isRead: true,
  },
];
