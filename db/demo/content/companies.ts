// The demo companies with their owners and colleagues. Plain data; db/demo/companies.ts writes it through
// the app's services. Addresses use the reserved .example and .local domains.
import type { CompanyInput } from '../../../api/src/modules/companies';
import type { Scene } from '../illustrations/scenes';

export type DemoMember = {
  username: string;
  jobTitle: string;
  jobRole?: string;
  workPhone?: string;
  workEmail?: string;
  about?: string;
  socialLinks?: Record<string, string>;
  customLinks?: { text: string; url: string; color?: string }[];
};

export type DemoCompany = {
  /** The owner, by username; the company is found again by owner and name. */
  owner: DemoMember;
  fields: CompanyInput & { name: string; color: string };
  /** Which mark the generated logo draws (db/demo/images.ts). */
  logo: 'roof' | 'blocks' | 'nib' | 'dynacard';
  /** The scene drawn as the company's cover, or none. */
  cover?: Scene;
  colleagues: DemoMember[];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    owner: {
      username: 'subscriber',
      jobTitle: 'Sales Manager',
      jobRole: 'Sales',
      workPhone: '+46 31 712 40 15',
      workEmail: 'erik.johansson@nordvikbygg.example',
      about: 'Ask me about new builds, extensions and what a project really costs.',
      socialLinks: { linkedin: 'https://www.linkedin.com/in/erik-johansson-demo' },
      customLinks: [
        { text: 'Book a meeting', url: 'https://nordvikbygg.example/meet/erik', color: '#f59e0b' },
      ],
    },
    fields: {
      name: 'Nordvik Bygg AB',
      websiteUrl: 'https://nordvikbygg.example',
      phone: '+46 31 712 40 00',
      email: 'info@nordvikbygg.example',
      color: '#1f4e79',
      useColorInProfiles: true,
      street: 'Hamngatan 12',
      zipcode: '411 14',
      city: 'Göteborg',
      description: 'Builds and renovates homes and offices on the Swedish west coast since 1987.',
      socialLinks: {
        linkedin: 'https://www.linkedin.com/company/nordvik-bygg-demo',
        instagram: 'https://www.instagram.com/nordvikbygg.demo',
        facebook: 'https://www.facebook.com/nordvikbygg.demo',
      },
      customLinks: [{ text: 'Reference projects', url: 'https://nordvikbygg.example/projects' }],
      billing: {
        orgNumber: '556677-8899',
        email: 'invoice@nordvikbygg.example',
        marking: 'Dynacard',
        street: 'Box 1187',
        zipcode: '411 05',
        city: 'Göteborg',
        country: 'Sverige',
      },
    },
    logo: 'roof',
    cover: 'coast',
    colleagues: [
      {
        username: 'lina',
        jobTitle: 'Project Manager',
        jobRole: 'Projects',
        workPhone: '+46 31 712 40 22',
        workEmail: 'lina.berg@nordvikbygg.example',
        about: 'Your contact from the first drawing to the keys in your hand.',
        socialLinks: { linkedin: 'https://www.linkedin.com/in/lina-berg-demo' },
      },
      {
        username: 'omar',
        jobTitle: 'Site Manager',
        jobRole: 'Production',
        workPhone: '+46 31 712 40 31',
        workEmail: 'omar.haddad@nordvikbygg.example',
        about: 'On site every day; call me about deliveries and access.',
      },
    ],
  },
  {
    owner: {
      username: 'sofia',
      jobTitle: 'CEO',
      workPhone: '+46 31 20 55 10',
      workEmail: 'sofia.lund@vastkustfastigheter.example',
      socialLinks: { linkedin: 'https://www.linkedin.com/in/sofia-lund-demo' },
    },
    fields: {
      name: 'Västkust Fastigheter AB',
      websiteUrl: 'https://vastkustfastigheter.example',
      phone: '+46 31 20 55 00',
      email: 'kontakt@vastkustfastigheter.example',
      color: '#9a3412',
      street: 'Södra Hamngatan 37',
      zipcode: '411 06',
      city: 'Göteborg',
      description: 'Develops and manages homes with a view of the sea, from Kungsbacka to Strömstad.',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/vastkust-fastigheter-demo' },
    },
    logo: 'blocks',
    colleagues: [
      {
        username: 'subscriber',
        jobTitle: 'Board Member',
        workEmail: 'erik.johansson@vastkustfastigheter.example',
        about: 'Board member since 2021, responsible for new development.',
      },
    ],
  },
  {
    owner: {
      username: 'free',
      jobTitle: 'Illustrator',
      jobRole: 'Owner',
      workPhone: '+358 40 123 4567',
      workEmail: 'maja@virtanenillustration.example',
      about: 'Editorial illustration, picture books and brand mascots. Commissions open for spring.',
      socialLinks: {
        instagram: 'https://www.instagram.com/maja.virtanen.demo',
        pinterest: 'https://www.pinterest.com/majavirtanendemo',
      },
    },
    fields: {
      name: 'Virtanen Illustration',
      websiteUrl: 'https://virtanenillustration.example',
      email: 'studio@virtanenillustration.example',
      color: '#be185d',
      useColorInProfiles: true,
      street: 'Fredrikinkatu 22',
      zipcode: '00120',
      city: 'Helsinki',
      description: 'A one-woman illustration studio in Punavuori, Helsinki.',
    },
    logo: 'nib',
    cover: 'forest',
    colleagues: [],
  },
  {
    owner: {
      username: 'admin',
      jobTitle: 'Head of Operations',
      workPhone: '+46 8 505 800 10',
      workEmail: 'astrid@dynacard.local',
    },
    fields: {
      name: 'Dynacard AB',
      websiteUrl: 'https://dynacard.example',
      phone: '+46 8 505 800 00',
      email: 'hello@dynacard.local',
      color: '#0f766e',
      useColorInProfiles: true,
      street: 'Sveavägen 44',
      zipcode: '111 34',
      city: 'Stockholm',
      description: 'Digital business cards and dynamic QR codes, made in Sweden.',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/dynacard-demo' },
    },
    logo: 'dynacard',
    cover: 'office',
    colleagues: [
      {
        username: 'jonas',
        jobTitle: 'Customer Success Manager',
        jobRole: 'Customer success',
        workPhone: '+46 8 505 800 21',
        workEmail: 'jonas@dynacard.local',
        about: 'I help your team get their cards, and make the most of them.',
      },
    ],
  },
];
