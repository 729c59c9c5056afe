/**
 * What a business card or a badge's code says about a person. Phones are formatted international
 * (libphonenumber-js, "+46 70 123 45 67"); a field the card does not have is '' (or []).
 */
export type CardFields = {
  fullName: string;
  title: string;
  company: string;
  phones: string[];
  emails: string[];
  web: string;
  address: string;
};

export const emptyFields = (): CardFields => ({
  fullName: '',
  title: '',
  company: '',
  phones: [],
  emails: [],
  web: '',
  address: '',
});

/** Fields with surrounding and repeated white space removed, and the lists without repeats. */
export function tidyFields(fields: CardFields): CardFields {
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
  return {
    fullName: tidy(fields.fullName),
    title: tidy(fields.title),
    company: tidy(fields.company),
    phones: [...new Set(fields.phones.map(tidy).filter(Boolean))],
    emails: [...new Set(fields.emails.map((e) => tidy(e).toLowerCase()).filter(Boolean))],
    web: tidy(fields.web),
    address: tidy(fields.address),
  };
}
