// What a card says before anyone types (SPEC §3 card customisation): the recipient's name, job title, work phone
// and work email from their colleague profile, the company's name and website for the vCard. Changing the
// recipient changes what still reads as the previous one's; whatever was typed stays.
import type { Colleague, Company } from '../../lib/people';
import type { DesignForm } from './form';

const FIELDS = ['fullName', 'text', 'phone', 'email', 'vcardCompany', 'vcardUrl'] as const;
export type CardTexts = Pick<DesignForm, (typeof FIELDS)[number]>;

/** The texts of a card for `person` (undefined: nobody known yet) of `company`. */
export const cardTextsOf = (
  person: Colleague | undefined,
  company: Pick<Company, 'name' | 'websiteUrl'>,
): CardTexts => ({
  fullName: person?.user.fullName ?? '',
  text: person?.jobTitle ?? '',
  phone: person?.workPhone ?? '',
  email: person?.workEmail ?? '',
  vcardCompany: company.name,
  vcardUrl: company.websiteUrl,
});

/** `design` for new texts: a field that is empty, or still reads as `before` had it, takes `after`'s. */
export function refill(design: DesignForm, before: CardTexts | null, after: CardTexts): DesignForm {
  const next = { ...design };
  for (const field of FIELDS)
    if (!design[field].trim() || (before !== null && design[field] === before[field]))
      next[field] = after[field];
  return next;
}
