// Which of a lead's fields go to which CRM property: a default per CRM, changed by an owner, checked against the
// CRM's standard properties (or a custom property's shape: the CRM itself says if it does not exist, and the lead
// fails with its words). The upsert key (e-mail) and what Salesforce cannot save a Lead without are fixed.

import type { CrmProvider, Lead } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { answerLines } from '@shared/schemas/lead-form';
import type { LeadPayload } from './provider';

/** Our side of the mapping, in the order the table shows it. */
export const LEAD_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'title',
  'web',
  'address',
  'note',
  'event',
  'origin',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type Mapping = Record<LeadField, string>;

/** The CRM's standard properties an owner may choose from. */
export const KNOWN_TARGETS: Record<CrmProvider, readonly string[]> = {
  hubspot: [
    'firstname',
    'lastname',
    'email',
    'phone',
    'mobilephone',
    'company',
    'jobtitle',
    'website',
    'address',
    'city',
    'zip',
    'country',
    'message',
  ],
  salesforce: [
    'FirstName',
    'LastName',
    'Email',
    'Phone',
    'MobilePhone',
    'Company',
    'Title',
    'Website',
    'Street',
    'City',
    'PostalCode',
    'Country',
    'Description',
    'LeadSource',
  ],
};

/** A custom property's internal name: HubSpot's lowercase names, Salesforce's fields ending in __c. */
const CUSTOM: Record<CrmProvider, RegExp> = {
  hubspot: /^[a-z][a-z0-9_]{0,99}$/,
  salesforce: /^[A-Za-z][A-Za-z0-9_]{0,39}__c$/,
};

/** Fields whose target cannot change: the key the upsert matches on, and Salesforce's required ones. */
export const FIXED: Record<CrmProvider, Partial<Mapping>> = {
  hubspot: { email: 'email' },
  salesforce: { email: 'Email', lastName: 'LastName', company: 'Company' },
};

/** The note, the event and the source always travel in the note (HubSpot) or Task (Salesforce) too. */
export const DEFAULT_MAPPING: Record<CrmProvider, Mapping> = {
  hubspot: {
    firstName: 'firstname',
    lastName: 'lastname',
    email: 'email',
    phone: 'phone',
    company: 'company',
    title: 'jobtitle',
    web: 'website',
    address: 'address',
    note: '',
    event: '',
    origin: '',
  },
  salesforce: {
    firstName: 'FirstName',
    lastName: 'LastName',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    title: 'Title',
    web: 'Website',
    address: 'Street',
    note: 'Description',
    event: '',
    origin: '',
  },
};

/** A stored mapping, completed with the defaults for fields added since it was saved. */
export const mappingOf = (
  provider: CrmProvider,
  stored: Record<string, string> | null | undefined,
): Mapping => ({
  ...DEFAULT_MAPPING[provider],
  ...Object.fromEntries(
    Object.entries(stored ?? {}).filter(([field]) => LEAD_FIELDS.includes(field as LeadField)),
  ),
  ...FIXED[provider],
});

export type MappingProblem = {
  field: LeadField;
  key: 'crmMappingUnknown' | 'crmMappingFixed' | 'crmMappingTwice';
};

/**
 * The first problem of a changed mapping, or null: a known or custom property, each used once, fixed ones kept.
 * A property taken twice is named at the field that was just changed.
 */
export function mappingProblem(
  provider: CrmProvider,
  mapping: Mapping,
  changed: ReadonlySet<string> = new Set(),
): MappingProblem | null {
  const seen = new Map<string, LeadField>();
  for (const field of LEAD_FIELDS) {
    const target = mapping[field];
    const fixed = FIXED[provider][field];
    if (fixed !== undefined && target !== fixed) return { field, key: 'crmMappingFixed' };
    if (!target) continue;
    if (!KNOWN_TARGETS[provider].includes(target) && !CUSTOM[provider].test(target))
      return { field, key: 'crmMappingUnknown' };
    const before = seen.get(target.toLowerCase());
    if (before) return { field: changed.has(before) ? before : field, key: 'crmMappingTwice' };
    seen.set(target.toLowerCase(), field);
  }
  return null;
}

/** "Anna-Lena Berg af Ekström": the first word is the first name, the rest the last name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words[0], lastName: words.slice(1).join(' ') };
}

/** The lead's origins as the CRM shows them (one language for every team using the CRM: English). */
const ORIGIN_LABELS: Record<Lead['origin'], string> = {
  'card-page': 'Dynacard card page',
  'paper-card': 'Paper business card (Dynacard scan)',
  badge: 'Badge code (Dynacard scan)',
  dynacard: 'Dynacard card link (scan)',
  address: 'Address code (Dynacard scan)',
  'tag-form': 'Dynacard dynatag form',
};
export const originLabel = (origin: Lead['origin']) => ORIGIN_LABELS[origin] ?? origin;

/**
 * The lead as the CRM gets it: the mapped properties (empty values left out) and the note's text — the note,
 * the event, the source, the tags and who captured it, labelled in `lang` (the connecting owner's).
 */
export function payloadOf(
  mapping: Mapping,
  lead: Lead,
  extra: { eventName: string | null; capturedBy: string | null; lang: Lang },
): LeadPayload {
  const { firstName, lastName } = splitName(lead.fullName);
  const values: Record<LeadField, string> = {
    firstName,
    lastName,
    email: lead.email.trim().toLowerCase(),
    phone: lead.phone,
    company: lead.company,
    title: lead.title,
    web: lead.web,
    address: lead.address,
    note: lead.note,
    event: extra.eventName ?? '',
    origin: originLabel(lead.origin),
  };
  const properties: Record<string, string> = {};
  for (const field of LEAD_FIELDS) {
    const target = mapping[field];
    const value = values[field].trim();
    if (target && value) properties[target] = value;
  }
  const t = (
    key:
      | 'crmNoteEvent'
      | 'crmNoteSource'
      | 'crmNoteTags'
      | 'crmNoteCapturedBy'
      | 'crmNoteSubject'
      | 'crmNoteYes'
      | 'crmNoteNo',
  ) => translate(extra.lang, 'crm', key);
  const lines = [
    lead.note.trim(),
    ...answerLines(lead.answers, t('crmNoteYes'), t('crmNoteNo')),
    '',
    ...(values.event ? [`${t('crmNoteEvent')}: ${values.event}`] : []),
    `${t('crmNoteSource')}: ${values.origin}`,
    ...(lead.tags.length ? [`${t('crmNoteTags')}: ${lead.tags.join(', ')}`] : []),
    ...(extra.capturedBy ? [`${t('crmNoteCapturedBy')}: ${extra.capturedBy}`] : []),
  ];
  const note = lines.join('\n').trim();
  return {
    email: values.email,
    firstName,
    lastName,
    company: lead.company.trim(),
    properties,
    note,
    noteSubject: `${t('crmNoteSubject')}${values.event ? `: ${values.event}` : ''}`,
    createdAt: lead.createdAt,
  };
}
