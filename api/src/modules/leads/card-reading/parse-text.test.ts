// parseCardText on the text of Swedish, Finnish and English business cards as OCR gives it: lines in the
// card's order, labels, two things on a line, a logo's letters, a misread '@', shouting capitals, noise.
import { describe, expect, test } from 'bun:test';
import { type CardFields, parseCardText } from './index';

const card = (text: string) => parseCardText(text.replace(/^\n/, ''));
const expectFields = (text: string, want: Partial<CardFields>) => expect(card(text)).toMatchObject(want);

describe('Swedish cards', () => {
  test('name, title, company with AB, labelled phones, e-mail, web and address', () => {
    expect(
      card(`
Tornqvist Fastigheter AB
Maja Tornqvist
Försäljningschef
Tel 08-545 123 40
Mobil 070-312 44 95
maja.tornqvist@tornqvistfastigheter.se
www.tornqvistfastigheter.se
Sveavägen 44
111 34 Stockholm`),
    ).toEqual({
      fullName: 'Maja Tornqvist',
      title: 'Försäljningschef',
      company: 'Tornqvist Fastigheter AB',
      phones: ['+46 8 545 123 40', '+46 70 312 44 95'],
      emails: ['maja.tornqvist@tornqvistfastigheter.se'],
      web: 'www.tornqvistfastigheter.se',
      address: 'Sveavägen 44, 111 34 Stockholm',
    });
  });

  test('VD and a company named only by its e-mail domain', () => {
    expectFields(
      `
Olle Granath
VD
Granath Snickeri
Tfn: 0520-123 45
olle@granathsnickeri.se`,
      { fullName: 'Olle Granath', title: 'VD', company: 'Granath Snickeri', phones: ['+46 520 123 45'] },
    );
  });

  test('international number with (0), HB, a box address and the e-mail read with Q for @', () => {
    expectFields(
      `
Lindahls Rör HB
Kerstin Lindahl
Ekonomiansvarig
+46 (0)31-711 22 33
kerstin.lindahlQlindahlsror.se
Box 1203
402 26 Göteborg`,
      {
        fullName: 'Kerstin Lindahl',
        title: 'Ekonomiansvarig',
        company: 'Lindahls Rör HB',
        phones: ['+46 31 711 22 33'],
        emails: ['kerstin.lindahl@lindahlsror.se'],
        address: 'Box 1203, 402 26 Göteborg',
      },
    );
  });

  test('two things on one line, split at the bar', () => {
    expectFields(
      `
NORRSKEN MEDIA AB
Pelle Sandberg | Projektledare
Mob. 073-555 12 34 | pelle.sandberg@norrskenmedia.se
norrskenmedia.se`,
      {
        fullName: 'Pelle Sandberg',
        title: 'Projektledare',
        company: 'NORRSKEN MEDIA AB',
        phones: ['+46 73 555 12 34'],
        web: 'norrskenmedia.se',
      },
    );
  });

  test('the organisation number and the fax are not phones', () => {
    const fields = card(`
Vallby Trä AB
Nils Ek
Inköpare
Tel 0221-400 10
Fax 0221-400 19
Org.nr 556677-8899
nils.ek@vallbytra.se`);
    expect(fields.phones).toEqual(['+46 221 400 10']);
    expect(fields.fullName).toBe('Nils Ek');
  });
});

describe('Finnish cards', () => {
  test('Oy, toimitusjohtaja, Puh and Matkap., a Finnish 040 number and a Helsinki address', () => {
    expect(
      card(`
Kivelä Konepaja Oy
Tuomas Kivelä
Toimitusjohtaja
Puh. 09 4542 100
Matkap. 040 755 3321
tuomas.kivela@kivelakonepaja.fi
www.kivelakonepaja.fi
Teollisuuskatu 12
00510 Helsinki`),
    ).toEqual({
      fullName: 'Tuomas Kivelä',
      title: 'Toimitusjohtaja',
      company: 'Kivelä Konepaja Oy',
      phones: ['+358 9 4542100', '+358 40 7553321'],
      emails: ['tuomas.kivela@kivelakonepaja.fi'],
      web: 'www.kivelakonepaja.fi',
      address: 'Teollisuuskatu 12, 00510 Helsinki',
    });
  });

  test('myyntipäällikkö read without its dots is still a title; Oyj; +358', () => {
    expectFields(
      `
Satu Rantanen
Myyntipaallikko
Lakeus Energia Oyj
+358 50 311 2045
satu.rantanen@lakeusenergia.fi`,
      {
        fullName: 'Satu Rantanen',
        title: 'Myyntipaallikko',
        company: 'Lakeus Energia Oyj',
        phones: ['+358 50 3112045'],
      },
    );
  });

  test('a Swedish-speaking Finnish company (Ab) with a Finnish mobile written 045', () => {
    expectFields(
      `
Oy Skärgårdsbåt Ab
Johanna Lindroos
Kundansvarig
GSM 045 678 9012
johanna.lindroos@skargardsbat.fi
Strandvägen 3, 22100 Mariehamn`,
      {
        fullName: 'Johanna Lindroos',
        company: 'Oy Skärgårdsbåt Ab',
        phones: ['+358 45 6789012'],
        address: 'Strandvägen 3, 22100 Mariehamn',
      },
    );
  });
});

describe('English cards', () => {
  test('Ltd, a UK number and postcode, Head of Sales', () => {
    expectFields(
      `
Thornbury Tools Ltd
GRACE WHITAKER
Head of Sales
T +44 161 496 0321
grace.whitaker@thornburytools.co.uk
www.thornburytools.co.uk
12 Mill Lane
Manchester M4 6BF`,
      {
        fullName: 'Grace Whitaker',
        title: 'Head of Sales',
        company: 'Thornbury Tools Ltd',
        phones: ['+44 161 496 0321'],
        web: 'www.thornburytools.co.uk',
        address: '12 Mill Lane, Manchester M4 6BF',
      },
    );
  });

  test('Inc., a US number, a name with an initial, https web', () => {
    expectFields(
      `
Meridian Robotics Inc.
David J. Park
Chief Operating Officer
Phone +1 (617) 482-7730
dpark@meridianrobotics.com
https://meridianrobotics.com`,
      {
        fullName: 'David J. Park',
        title: 'Chief Operating Officer',
        company: 'Meridian Robotics Inc.',
        phones: ['+1 617 482 7730'],
        web: 'https://meridianrobotics.com',
      },
    );
  });

  test('the name is the one the e-mail names, not another capitalised line', () => {
    expectFields(
      `
Harbour View
Catering Services
Laura Finch
Event Coordinator
laura.finch@harbourviewcatering.com`,
      { fullName: 'Laura Finch', title: 'Event Coordinator' },
    );
  });

  test('GmbH and a German number', () => {
    expectFields(
      `
Klaus Becker
Vertrieb Manager
Becker Antriebstechnik GmbH
+49 711 2050 3300
k.becker@becker-antriebe.de`,
      { fullName: 'Klaus Becker', company: 'Becker Antriebstechnik GmbH', phones: ['+49 711 20503300'] },
    );
  });
});

describe('what OCR gets wrong around the fields', () => {
  test('noise lines and a logo’s letters are left out', () => {
    const fields = card(`
== ~—_ .
KB
Karl Bergman
Servicetekniker
Bergman Kyl & Värme KB
i ' |
Mob 076-120 33 41
karl@bergmankyl.se`);
    expect(fields.fullName).toBe('Karl Bergman');
    expect(fields.title).toBe('Servicetekniker');
    expect(fields.company).toBe('Bergman Kyl & Värme KB');
    expect(fields.phones).toEqual(['+46 76 120 33 41']);
  });

  test('an e-mail with spaces around the @, or © for it', () => {
    expect(card('anna.berg @ bergbygg.se').emails).toEqual(['anna.berg@bergbygg.se']);
    expect(card('anna.berg©bergbygg.se').emails).toEqual(['anna.berg@bergbygg.se']);
    expect(card('sara.ekholm& ekholmvent.se').emails).toEqual(['sara.ekholm@ekholmvent.se']);
    // '&' between words is an 'and'.
    expect(card('Berg & Lind AB').emails).toEqual([]);
  });

  test('an @ read as a letter before a domain the card prints elsewhere; a space after a dot', () => {
    expect(card('Anna Berg\nanna.bergEbergbygg.se\nwww.bergbygg.se').emails).toEqual([
      'anna.berg@bergbygg.se',
    ]);
    expect(card('Anna Berg\nanna.berg&bergbygg.se\nhttps://bergbygg.se').emails).toEqual([
      'anna.berg@bergbygg.se',
    ]);
    expect(card('e-mail timo@firma. fi\nfirma. fi')).toMatchObject({
      emails: ['timo@firma.fi'],
      web: 'firma.fi',
    });
    expect(card('e-mail heikkivQ firma.fi').emails).toEqual(['heikkiv@firma.fi']);
    // Another word ending in the domain is left alone.
    expect(card('info.bergbygg.se\nwww.bergbygg.se').emails).toEqual([]);
  });

  test('a local part one letter off the name (set larger, read more surely) is taken from the name', () => {
    expect(card('Lars Lindqvist\nlars.lindgvist@ljungberg.se').emails).toEqual([
      'lars.lindqvist@ljungberg.se',
    ]);
    // A letter more is another address: Heikki V.'s own.
    expect(card('Heikki Virtanen\nheikkiv@pohjoisvalo.fi').emails).toEqual(['heikkiv@pohjoisvalo.fi']);
  });

  test('a web address is not taken from an e-mail, and the card’s own site is preferred', () => {
    const fields = card(`
Tove Ahl
tove@ahlarkitekter.se
www.ahlarkitekter.se`);
    expect(fields.web).toBe('www.ahlarkitekter.se');
    expect(fields.emails).toEqual(['tove@ahlarkitekter.se']);
  });

  test('numbers that are not valid phones are left out', () => {
    expect(card('Tel 123 45').phones).toEqual([]);
    expect(card('Tel 070-12').phones).toEqual([]);
  });

  test('an empty or wordless text gives empty fields', () => {
    expect(card('')).toEqual({
      fullName: '',
      title: '',
      company: '',
      phones: [],
      emails: [],
      web: '',
      address: '',
    });
    expect(card('— ~ ==\n. ,').fullName).toBe('');
  });
});
