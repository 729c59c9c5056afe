// The business cards of the reading bench: who is on each card, how it is printed and what a perfect reader
// returns for it. Made from fixed pools with a seeded generator (the same seed gives the same cards), written to
// manifest.json by `bun bench/card-reading/make-cards.ts --manifest`; the pictures are drawn from the manifest.
// The pools are ordinary Swedish, Finnish and English names, titles, companies, phones and addresses; the bench
// says nothing of how the reader works, and the reader's word lists are not taken from here.
import parsePhoneNumber from 'libphonenumber-js/max';

export type Lang = 'sv' | 'fi' | 'en';
export type Layout = 'left' | 'centred' | 'two-column' | 'logo' | 'dark' | 'band';
export type Degradation =
  | 'tilt'
  | 'upside-down'
  | 'sideways'
  | 'skew'
  | 'blur'
  | 'dim'
  | 'noise'
  | 'background';

/** What a perfect reader returns (the CardFields of the reader, phones formatted international). */
export type Expected = {
  fullName: string;
  title: string;
  company: string;
  phones: string[];
  emails: string[];
  web: string;
  address: string;
};

/** One printed line of contact details: an optional label ("Tel", "Puh.") and the value as printed. */
export type ContactLine = { label: string; value: string };

export type CardSpec = {
  id: string;
  lang: Lang;
  layout: Layout;
  font: string;
  /** Background, text and accent colours. */
  colours: { bg: string; fg: string; accent: string };
  name: string;
  title: string;
  company: string;
  /** Lines as printed, in order. */
  contacts: ContactLine[];
  address: string[];
  /** The company, logo and web address printed on the back instead of the front (two pictures). */
  back: boolean;
  /** How the 'poor photo' version of this card is spoilt. */
  poor: Degradation[];
  expected: Expected;
};

// A small, fast, seeded generator (mulberry32): the same seed gives the same cards on every machine.
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { next, int, pick, chance, digits };
}
type Rng = ReturnType<typeof random>;

const PEOPLE: Record<Lang, { first: string[]; last: string[] }> = {
  sv: {
    first: [
      'Anna',
      'Erik',
      'Karin',
      'Lars',
      'Åsa',
      'Björn',
      'Sofia',
      'Johan',
      'Ingrid',
      'Mikael',
      'Elin',
      'Göran',
    ],
    last: [
      'Lindqvist',
      'Johansson',
      'Öberg',
      'Ström',
      'Bergström',
      'Nilsson',
      'Ekström',
      'Sjöberg',
      'Wallin',
    ],
  },
  fi: {
    first: [
      'Mikko',
      'Päivi',
      'Jussi',
      'Aino',
      'Timo',
      'Sanna',
      'Heikki',
      'Riikka',
      'Antti',
      'Liisa',
      'Ville',
    ],
    last: [
      'Virtanen',
      'Mäkinen',
      'Häkkinen',
      'Korhonen',
      'Nieminen',
      'Järvinen',
      'Lehtonen',
      'Heikkilä',
      'Salo',
    ],
  },
  en: {
    first: [
      'James',
      'Sarah',
      'Oliver',
      'Emily',
      'Daniel',
      'Charlotte',
      'Thomas',
      'Hannah',
      'Rachel',
      'Peter',
    ],
    last: [
      'Whitfield',
      'Carter',
      'Bennett',
      'Hughes',
      'Mitchell',
      'Fletcher',
      'Harrison',
      'Spencer',
      'Doyle',
    ],
  },
};

const TITLES: Record<Lang, string[]> = {
  sv: [
    'VD',
    'Säljchef',
    'Ekonomichef',
    'Projektledare',
    'Marknadschef',
    'Inköpschef',
    'Kundansvarig',
    'Teknisk chef',
  ],
  fi: [
    'Toimitusjohtaja',
    'Myyntipäällikkö',
    'Projektipäällikkö',
    'Asiakkuuspäällikkö',
    'Talousjohtaja',
    'Markkinointipäällikkö',
  ],
  en: [
    'CEO',
    'Sales Manager',
    'Head of Marketing',
    'Account Executive',
    'Chief Technology Officer',
    'Senior Consultant',
    'Business Development Manager',
    'Project Manager',
  ],
};

/** Company names with their legal form, and the domain their addresses use. */
const COMPANIES: Record<Lang, { name: string; domain: string }[]> = {
  sv: [
    { name: 'Nordvik Bygg AB', domain: 'nordvikbygg.se' },
    { name: 'Sjöfors Teknik AB', domain: 'sjoforsteknik.se' },
    { name: 'Ljungberg & Partners AB', domain: 'ljungberg.se' },
    { name: 'Grönå Konsult AB', domain: 'gronakonsult.se' },
    { name: 'Hallands Trä HB', domain: 'hallandstra.se' },
    { name: 'Bergmans El KB', domain: 'bergmansel.se' },
    { name: 'Östkustens Måleri AB', domain: 'ostkustensmaleri.se' },
  ],
  fi: [
    { name: 'Kuusela Rakennus Oy', domain: 'kuuselarakennus.fi' },
    { name: 'Pohjoisvalo Oyj', domain: 'pohjoisvalo.fi' },
    { name: 'Järvi Logistiikka Oy', domain: 'jarvilogistiikka.fi' },
    { name: 'Tietoväylä Oy', domain: 'tietovayla.fi' },
    { name: 'Saaristo Design Oy', domain: 'saaristodesign.fi' },
    { name: 'Oy Nordic Steel Ab', domain: 'nordicsteel.fi' },
  ],
  en: [
    { name: 'Brightwater Systems Ltd', domain: 'brightwater.co.uk' },
    { name: 'Harbor Analytics Inc.', domain: 'harboranalytics.com' },
    { name: 'Northgate Consulting Ltd', domain: 'northgateconsulting.com' },
    { name: 'Alder & Finch Ltd', domain: 'alderfinch.co.uk' },
    { name: 'Fjordlys AS', domain: 'fjordlys.no' },
    { name: 'Kobberslager ApS', domain: 'kobberslager.dk' },
    { name: 'Weber Maschinenbau GmbH', domain: 'weber-maschinenbau.de' },
  ],
};

const STREETS: Record<Lang, (r: Rng) => string[]> = {
  sv: (r) => {
    const [code, city] = r.pick([
      ['411 38', 'Göteborg'],
      ['352 30', 'Växjö'],
      ['111 52', 'Stockholm'],
      ['211 19', 'Malmö'],
      ['753 20', 'Uppsala'],
    ]);
    const street = `${r.pick(['Storgatan', 'Kungsvägen', 'Industrigatan', 'Sjövägen', 'Drottninggatan'])} ${r.int(1, 60)}`;
    return [street, `${code} ${city}`];
  },
  fi: (r) => {
    const [code, city] = r.pick([
      ['00100', 'Helsinki'],
      ['33100', 'Tampere'],
      ['90400', 'Oulu'],
      ['20100', 'Turku'],
      ['02150', 'Espoo'],
    ]);
    const street = `${r.pick(['Mannerheimintie', 'Hämeenkatu', 'Teollisuustie', 'Rantakatu', 'Puistotie'])} ${r.int(1, 40)}`;
    return [r.chance(0.3) ? `${street} ${r.pick(['A', 'B', 'C'])}` : street, `${code} ${city}`];
  },
  en: (r) =>
    r.pick([
      [`${r.int(2, 90)} Harbour Street`, 'Leeds LS1 4AP'],
      [`${r.int(2, 90)} Market Street`, 'Manchester M1 1PT'],
      [`${r.int(100, 900)} Mission St, Suite ${r.int(2, 9)}00`, 'San Francisco, CA 94105'],
      [`Kirkegata ${r.int(2, 40)}`, '0153 Oslo'],
      [`Vesterbrogade ${r.int(2, 90)}`, '1620 København V'],
    ]),
};

/** A valid number as printed on a card of that country, and its international form. */
function phone(
  r: Rng,
  country: 'SE' | 'FI' | 'GB' | 'US' | 'NO' | 'DK' | 'DE',
  mobile: boolean,
): ContactLine {
  for (;;) {
    let printed: string;
    if (country === 'SE') {
      if (mobile) {
        const n = `7${r.pick(['0', '2', '3', '6'])}${r.digits(7)}`;
        printed = r.pick([
          `0${n.slice(0, 2)}-${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
          `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
          `+46 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
          `+46 (0)${n.slice(0, 2)}-${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
        ]);
      } else {
        printed = r.pick([
          `08-${r.digits(3)} ${r.digits(3)} ${r.int(10, 99)}`,
          `031-${r.int(10, 99)} ${r.digits(2)} ${r.digits(2)}`,
          `+46 8 ${r.digits(3)} ${r.digits(3)} ${r.int(10, 99)}`,
          `0470-${r.int(10, 99)} ${r.digits(2)} ${r.digits(2)}`,
        ]);
      }
    } else if (country === 'FI') {
      if (mobile) {
        const p = r.pick(['40', '41', '44', '50']);
        const n = `${r.int(1, 9)}${r.digits(6)}`;
        printed = r.pick([
          `0${p} ${n.slice(0, 3)} ${n.slice(3)}`,
          `+358 ${p} ${n.slice(0, 3)} ${n.slice(3)}`,
          `0${p}-${n}`,
        ]);
      } else {
        printed = r.pick([
          `09 ${r.int(1, 9)}${r.digits(3)} ${r.digits(4)}`,
          `+358 9 ${r.int(1, 9)}${r.digits(3)} ${r.digits(3)}`,
          `020 ${r.int(1, 9)}${r.digits(2)} ${r.digits(4)}`,
        ]);
      }
    } else if (country === 'GB') {
      printed = mobile
        ? `+44 7${r.int(4, 9)}${r.digits(2)} ${r.digits(6)}`
        : `+44 20 7${r.digits(3)} ${r.digits(4)}`;
    } else if (country === 'US') {
      printed = `+1 (${r.pick(['415', '212', '617'])}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    } else if (country === 'NO') {
      printed = mobile
        ? `+47 9${r.digits(2)} ${r.digits(2)} ${r.digits(3)}`
        : `+47 22 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`;
    } else if (country === 'DK') {
      printed = `+45 ${r.int(2, 9)}${r.digits(1)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`;
    } else {
      printed = mobile ? `+49 151 ${r.digits(8)}` : `+49 30 ${r.digits(7)}`;
    }
    const parsed = parsePhoneNumber(printed, country);
    if (parsed?.isValid() && parsed.country === country) return { label: '', value: printed };
  }
}

const international = (printed: string, country: string) =>
  parsePhoneNumber(printed, country as 'SE')!.formatInternational();

const PHONE_LABELS: Record<Lang, { land: string[]; mobile: string[] }> = {
  sv: { land: ['Tel', 'Tel.', 'Tfn', 'Växel', 'T'], mobile: ['Mobil', 'Mob', 'Mob.', 'M'] },
  fi: { land: ['Puh.', 'Puh', 'P.', 'Vaihde'], mobile: ['Matkap.', 'GSM', 'Puh.', 'M.'] },
  en: { land: ['Tel', 'Phone', 'T', 'Office'], mobile: ['Mobile', 'Mob', 'M', 'Cell'] },
};

/** An ASCII local part of an e-mail address the way companies make them from a name. */
function localPart(r: Rng, first: string, last: string) {
  const ascii = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z-]/g, '');
  return r.pick([
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)[0]}.${ascii(last)}`,
    `${ascii(first)}`,
    `${ascii(first)}${ascii(last)[0]}`,
  ]);
}

const FONTS = [
  'Liberation Sans',
  'DejaVu Sans',
  'Liberation Serif',
  'DejaVu Serif',
  'Manrope',
  'Liberation Sans Narrow',
  'DejaVu Sans Condensed',
];
const LAYOUTS: Layout[] = ['left', 'centred', 'two-column', 'logo', 'dark', 'band'];
const LIGHT = [
  { bg: '#ffffff', fg: '#1b1b1b', accent: '#0b5cad' },
  { bg: '#f6f2ea', fg: '#2a2522', accent: '#8a4b16' },
  { bg: '#eef4f1', fg: '#13332a', accent: '#1f7a5a' },
  { bg: '#ffffff', fg: '#333333', accent: '#c0392b' },
];
const DARK = [
  { bg: '#1d2733', fg: '#f2f2f2', accent: '#f2b134' },
  { bg: '#0f3d3e', fg: '#ffffff', accent: '#9ee0c9' },
  { bg: '#222222', fg: '#eeeeee', accent: '#ff7a59' },
];
/** Each poor photo: a frame (what happens to the card's position) and a light (what happens to its pixels). */
const FRAMES: Degradation[][] = [['tilt'], ['upside-down'], ['sideways'], ['skew'], ['background'], ['tilt']];
const LIGHTS: Degradation[][] = [['blur'], ['dim'], ['noise'], ['dim', 'noise'], ['blur', 'noise']];

export function makeCards(count = 36, seed = 31): CardSpec[] {
  const r = random(seed);
  const cards: CardSpec[] = [];
  const langs: Lang[] = ['sv', 'fi', 'en'];
  for (let i = 0; i < count; i++) {
    const lang = langs[i % 3];
    const layout = LAYOUTS[Math.floor(i / 3) % LAYOUTS.length];
    const font = FONTS[(i * 5 + Math.floor(i / 7)) % FONTS.length];
    const first = r.pick(PEOPLE[lang].first);
    const last = r.pick(PEOPLE[lang].last);
    // Some double first names and hyphenated surnames, as cards have them.
    const name = r.chance(0.12)
      ? `${first}-${r.pick(PEOPLE[lang].first.filter((f) => f !== first))} ${last}`
      : r.chance(0.1)
        ? `${first} ${last}-${r.pick(PEOPLE[lang].last.filter((l) => l !== last))}`
        : `${first} ${last}`;
    const company = COMPANIES[lang][i % COMPANIES[lang].length];
    const title = r.pick(TITLES[lang]);
    const country =
      lang === 'sv'
        ? 'SE'
        : lang === 'fi'
          ? 'FI'
          : ({ 'co.uk': 'GB', com: 'US', no: 'NO', dk: 'DK', de: 'DE' } as const)[
              company.domain.replace(/^[^.]+\./, '') as 'com'
            ];
    const labels = PHONE_LABELS[lang];
    const labelled = r.chance(0.75);
    const contacts: ContactLine[] = [];
    const phones: string[] = [];
    const twoPhones = r.chance(0.45);
    if (twoPhones || r.chance(0.4)) {
      const land = phone(r, country, false);
      contacts.push({ label: labelled ? r.pick(labels.land) : '', value: land.value });
      phones.push(international(land.value, country));
    }
    if (twoPhones || phones.length === 0) {
      const mobile = phone(r, country, true);
      contacts.push({ label: labelled ? r.pick(labels.mobile) : '', value: mobile.value });
      phones.push(international(mobile.value, country));
    }
    const email = `${localPart(r, first, name.split(' ').at(-1)!.split('-')[0])}@${company.domain}`;
    contacts.push({
      label: labelled && r.chance(0.5) ? r.pick(['E-mail', 'E-post', 'Email', 'e-mail']) : '',
      value: email,
    });
    const site = r.pick([`www.${company.domain}`, `www.${company.domain}`, company.domain]);
    // The web address as printed (a scheme only where the card prints one).
    const web = r.chance(0.8) ? (r.chance(0.15) ? `https://${site}` : site) : '';
    if (web) contacts.push({ label: '', value: web });
    const address = r.chance(0.7) ? STREETS[lang](r) : [];
    const colours = layout === 'dark' ? r.pick(DARK) : r.pick(LIGHT);
    const poor = [
      ...FRAMES[i % FRAMES.length],
      ...LIGHTS[(i + Math.floor(i / FRAMES.length)) % LIGHTS.length],
    ];
    cards.push({
      id: `card-${String(i + 1).padStart(2, '0')}`,
      lang,
      layout,
      font,
      colours,
      name,
      title,
      company: company.name,
      contacts,
      address,
      back: i % 9 === 4,
      poor,
      expected: {
        fullName: name,
        title,
        company: company.name,
        phones,
        emails: [email],
        web,
        address: address.join(', '),
      },
    });
  }
  return cards;
}
