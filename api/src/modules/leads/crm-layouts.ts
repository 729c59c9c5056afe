// The column layouts of the contact exports. Header names are the CRMs' own default field labels, so their
// import wizards map every column without help (docs/decisions.md "Leads to the CRM" names the sources).
// Values are the contact's; where it came from and when goes into the free-text field both CRMs have.
import { splitName } from '../profiles';

/** A lead or a saved contact, as every export format needs it. */
export type ExportContact = {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  website: string;
  note: string;
  /** Where it came from, e.g. 'Left on card "Work" https://…/p/Ab12Cd'. */
  source: string;
  /** When it was left or saved (ms). */
  at: number;
  /** Where a lead was left (its visitor's city and country code); empty for a saved contact or when unknown. */
  city: string;
  country: string;
};

export type CrmFormat = 'hubspot' | 'salesforce';

/** "2026-01-15 09:00 UTC": readable in a CRM note, unambiguous across time zones. */
export const utcMinute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The note, then a line saying where and when: the record's history in the CRM. */
const story = (c: ExportContact) =>
  [c.note, `${c.source}, ${utcMinute(c.at)} (Dynacard)`].filter(Boolean).join('\n\n');

/** Both CRMs want a last name; a one-word name ("Madonna") is the last name there. */
function names(fullName: string) {
  const { family, given } = splitName(fullName);
  return family ? { first: given, last: family } : { first: '', last: given };
}

export const CRM_LAYOUTS: Record<CrmFormat, { header: string[]; row: (c: ExportContact) => string[] }> = {
  // HubSpot contact import: default contact properties by their labels; Email is its de-duplication key.
  hubspot: {
    header: [
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Company Name',
      'Job Title',
      'Website URL',
      'City',
      'Country/Region',
      'Message',
    ],
    row: (c) => {
      const { first, last } = names(c.fullName);
      return [first, last, c.email, c.phone, c.company, c.jobTitle, c.website, c.city, c.country, story(c)];
    },
  },
  // Salesforce Data Import Wizard, Leads: Last Name and Company are required fields of a lead; a visitor who
  // gave no company gets "[not provided]", the value Salesforce's own Web-to-Lead uses.
  salesforce: {
    header: [
      'First Name',
      'Last Name',
      'Company',
      'Title',
      'Email',
      'Phone',
      'Website',
      'City',
      'Country',
      'Lead Source',
      'Description',
    ],
    row: (c) => {
      const { first, last } = names(c.fullName);
      return [
        first,
        last,
        c.company || '[not provided]',
        c.jobTitle,
        c.email,
        c.phone,
        c.website,
        c.city,
        c.country,
        'Dynacard',
        story(c),
      ];
    },
  },
};

/** The file name: what, which layout, and the day of the export, e.g. leads-hubspot-2026-01-15.csv. */
export const exportFilename = (what: 'leads' | 'contacts', format: string, now: number, ext: string) =>
  `${what}-${format}-${new Date(now).toISOString().slice(0, 10)}.${ext}`;
