// What a starter template is (catalogue.ts lists them): its name and description in each language, its
// pictures (committed files in pictures/, uploaded as the new tag's own files) and the tag it makes, whose
// modules refer to the pictures as upload:N, filled from the company where it helps (its colour, phone, mail).
import type { Company } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';

export type Texts = Record<Lang, string>;

/** What a template takes from the company: its name, colour and the ways to reach it. */
export type TemplateCompany = Pick<Company, 'name' | 'phone' | 'email' | 'websiteUrl'> & {
  /** The colour of the company's buttons (its design's main colour, else its colour). */
  accent: string;
};

export type StarterTemplate = {
  id: string;
  name: Texts;
  description: Texts;
  /** The files of pictures/ the tag gets, in order: the modules' upload:0, upload:1… */
  pictures: string[];
  /** The tag: its name and label, and its modules. */
  build: (lang: Lang, company: TemplateCompany) => { name: string; label: string; modules: DynatagModule[] };
};

/** The company's web address, or a page of ours for it where it has none (every link must open somewhere). */
export const siteOf = (company: TemplateCompany, path = '') =>
  company.websiteUrl ? `${company.websiteUrl.replace(/\/$/, '')}${path}` : `https://dynacard.se${path}`;

/** A contact of the company: the name given, its phone and mail. */
export const companyContact = (company: TemplateCompany, name: string, information: string) => ({
  name,
  information,
  phone: company.phone,
  email: company.email,
});

/** Where a template's map starts (the owner moves it to the place): the capital of the language's country. */
export const MAP_CENTRE: Record<Lang, { lat: number; lng: number }> = {
  sv: { lat: 59.3326, lng: 18.0649 },
  en: { lat: 59.3326, lng: 18.0649 },
  fi: { lat: 60.1699, lng: 24.9384 },
};
