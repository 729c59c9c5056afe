// Which spreadsheet column holds what: a guess from the header row in Swedish, English or Finnish, which the
// owner changes in the import dialog. Shared by the API's file answer and the dashboard.
import type { ImportColumn } from './schemas/colleague-import';

const HEADERS: Record<ImportColumn, string[]> = {
  name: ['name', 'full name', 'namn', 'fullständigt namn', 'nimi', 'koko nimi', 'för- och efternamn'],
  email: [
    'email',
    'e-mail',
    'mail',
    'email address',
    'e-post',
    'epost',
    'e-postadress',
    'sähköposti',
    'sposti',
  ],
  title: ['title', 'job title', 'titel', 'befattning', 'roll', 'titteli', 'tehtävänimike', 'nimike'],
  phone: [
    'phone',
    'mobile',
    'telephone',
    'work phone',
    'telefon',
    'mobil',
    'mobiltelefon',
    'puhelin',
    'matkapuhelin',
  ],
  department: ['department', 'team', 'avdelning', 'enhet', 'osasto', 'yksikkö'],
};

const normal = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** Per column the index of the header that names it, or null: each header is used at most once. */
export function guessColumns(headers: string[]): Record<ImportColumn, number | null> {
  const taken = new Set<number>();
  const pick = (column: ImportColumn) => {
    const names = HEADERS[column];
    const exact = headers.findIndex((h, i) => !taken.has(i) && names.includes(normal(h)));
    const found =
      exact >= 0
        ? exact
        : headers.findIndex(
            (h, i) => !taken.has(i) && names.some((n) => n.length > 3 && normal(h).includes(n)),
          );
    if (found < 0) return null;
    taken.add(found);
    return found;
  };
  // Email before name: "E-post namn" style headers are rare, but a "Name" column never holds an address.
  const email = pick('email');
  const name = pick('name');
  return { name, email, title: pick('title'), phone: pick('phone'), department: pick('department') };
}
