// parseScannedCode on what fair badges and cards put in their QR codes: vCards as phones, CRMs and badge
// printers write them (2.1 with quoted-printable and charsets, 3.0 with types, 4.0 with tel: URIs, folded
// lines), MeCards, links to a Dynacard card, mailto:, tel:, web addresses and plain text.
import { describe, expect, test } from 'bun:test';
import { MAX_CODE_BYTES, parseScannedCode, ScannedCodeTooLongError } from './index';

const ORIGINS = ['https://dynacard.se', 'https://kort.firma.se'];
const crlf = (s: string) => s.trim().replace(/\n/g, '\r\n');

describe('vCard', () => {
  test('3.0 from a badge printer: N, FN, ORG with a unit, TITLE, typed TELs, EMAIL, URL, ADR', () => {
    const code = parseScannedCode(
      crlf(`
BEGIN:VCARD
VERSION:3.0
N:Svensson;Karin;;;
FN:Karin Svensson
ORG:Elmia AB;Mässavdelningen
TITLE:Projektledare
TEL;TYPE=WORK,VOICE:+46 36 15 20 00
TEL;TYPE=CELL:070-555 12 34
TEL;TYPE=WORK,FAX:036-16 46 00
EMAIL;TYPE=INTERNET,WORK:karin.svensson@elmia.se
URL:https://www.elmia.se
ADR;TYPE=WORK:;;Elmiavägen 11;Jönköping;;554 54;Sverige
END:VCARD`),
      ORIGINS,
    );
    expect(code).toEqual({
      kind: 'vcard',
      fields: {
        fullName: 'Karin Svensson',
        title: 'Projektledare',
        company: 'Elmia AB',
        phones: ['+46 36 15 20 00', '+46 70 555 12 34'],
        emails: ['karin.svensson@elmia.se'],
        web: 'https://www.elmia.se',
        address: 'Elmiavägen 11, 554 54 Jönköping, Sverige',
      },
    });
  });

  test('2.1 with quoted-printable in UTF-8 and ISO-8859-1, bare types, a soft line break', () => {
    const code = parseScannedCode(
      crlf(`
BEGIN:VCARD
VERSION:2.1
N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=A4kinen;P=C3=A4ivi
FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:P=C3=A4ivi M=C3=A4kinen
ORG;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Pohjolan Ty=F6kalu Oy
TITLE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Myyntip=C3=A4=C3=A4llikk=C3=B6 ja=
 vientivastaava
TEL;WORK;VOICE:09 123 4567
TEL;CELL:+358 40 123 4567
EMAIL;PREF;INTERNET:paivi.makinen@tyokalu.fi
ADR;WORK;CHARSET=UTF-8;QUOTED-PRINTABLE:;;H=C3=A4meenkatu 5;Tampere;;33100;Finland
END:VCARD`),
      ORIGINS,
    );
    expect(code.kind).toBe('vcard');
    expect(code.fields).toEqual({
      fullName: 'Päivi Mäkinen',
      title: 'Myyntipäällikkö ja vientivastaava',
      company: 'Pohjolan Työkalu Oy',
      // A number without a country code on a Finnish card is Finnish.
      phones: ['+358 9 1234567', '+358 40 1234567'],
      emails: ['paivi.makinen@tyokalu.fi'],
      web: '',
      address: 'Hämeenkatu 5, 33100 Tampere, Finland',
    });
  });

  test('4.0 with a tel: URI, quoted parameters, a prefix in N, and folded lines', () => {
    const code = parseScannedCode(
      crlf(`
BEGIN:VCARD
VERSION:4.0
N:Grant;Oliver;;Dr.;
ORG:Grant & Hale Ltd
TITLE:Managing Director
TEL;VALUE=uri;TYPE="voice,work":tel:+44-20-7946-0321
EMAIL:oliver.grant@grant-and-ha
 le.co.uk
URL:https://granthale.co.uk
NOTE:Met at the stand\\, wants a demo\\nin May
END:VCARD`),
      ORIGINS,
    );
    expect(code.fields).toMatchObject({
      fullName: 'Dr. Oliver Grant',
      company: 'Grant & Hale Ltd',
      title: 'Managing Director',
      phones: ['+44 20 7946 0321'],
      emails: ['oliver.grant@grant-and-hale.co.uk'],
      web: 'https://granthale.co.uk',
    });
  });

  test('escapes in values, LF line ends, lower-case names, a group prefix; a Dynacard URL gives the card id', () => {
    const code = parseScannedCode(
      `begin:vcard\nversion:3.0\nfn:Eva Berg\nitem1.org:Berg\\, Lind & Co AB\nitem1.url:https://dynacard.se/p/Xy7_k2\nemail:eva@berglind.se\nend:vcard\n`,
      ORIGINS,
    );
    expect(code.kind).toBe('vcard');
    expect(code.cardShortId).toBe('Xy7_k2');
    expect(code.fields.company).toBe('Berg, Lind & Co AB');
    expect(code.fields.fullName).toBe('Eva Berg');
  });

  test('only the first of two vCards is read', () => {
    const code = parseScannedCode(
      'BEGIN:VCARD\nVERSION:3.0\nFN:First Person\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Second Person\nEND:VCARD',
      ORIGINS,
    );
    expect(code.fields.fullName).toBe('First Person');
  });
});

describe('MeCard', () => {
  test('N as family,given; TEL, EMAIL, URL, ADR and the ORG and TITLE extensions', () => {
    const code = parseScannedCode(
      'MECARD:N:Doe,John;ORG:Doe Konsult AB;TITLE:VD;TEL:+46701234567;EMAIL:john@doekonsult.se;URL:https://doekonsult.se;ADR:,,Storgatan 1,Malmö,,211 11,Sverige;;',
      ORIGINS,
    );
    expect(code).toEqual({
      kind: 'mecard',
      fields: {
        fullName: 'John Doe',
        title: 'VD',
        company: 'Doe Konsult AB',
        phones: ['+46 70 123 45 67'],
        emails: ['john@doekonsult.se'],
        web: 'https://doekonsult.se',
        address: 'Storgatan 1, 211 11 Malmö, Sverige',
      },
    });
  });

  test('escaped separators, a Finnish number without its country code, no closing ;;', () => {
    const code = parseScannedCode(
      'MECARD:N:Virtanen,Mikko;TEL:040 123 4567;EMAIL:mikko@virtanen.fi;NOTE:a\\;b',
      ORIGINS,
    );
    expect(code.fields.fullName).toBe('Mikko Virtanen');
    expect(code.fields.phones).toEqual(['+358 40 1234567']);
  });
});

describe('links and addresses', () => {
  test('a link to a Dynacard card page (/p/ or /c/) on a card origin, with or without a query', () => {
    expect(parseScannedCode('https://dynacard.se/p/AbC123xy', ORIGINS)).toEqual({
      kind: 'dynacard',
      fields: {
        fullName: '',
        title: '',
        company: '',
        phones: [],
        emails: [],
        web: '',
        address: '',
      },
      cardShortId: 'AbC123xy',
    });
    expect(parseScannedCode('https://kort.firma.se/c/k9Q2?src=badge', ORIGINS).cardShortId).toBe('k9Q2');
    expect(parseScannedCode('https://DYNACARD.se/p/AbC/', ORIGINS).kind).toBe('dynacard');
  });

  test('the same path on another origin, or another path, is a web address', () => {
    expect(parseScannedCode('https://evil.example/p/AbC123xy', ORIGINS)).toMatchObject({
      kind: 'web',
      fields: { web: 'https://evil.example/p/AbC123xy' },
    });
    expect(parseScannedCode('https://dynacard.se/p/AbC/more', ORIGINS).kind).toBe('web');
    expect(parseScannedCode('https://dynacard.se/pricing', ORIGINS).kind).toBe('web');
    expect(parseScannedCode('www.firma.se', ORIGINS)).toMatchObject({
      kind: 'web',
      fields: { web: 'www.firma.se' },
    });
  });

  test('mailto: (with a subject, encoded), MATMSG and a bare e-mail address', () => {
    expect(parseScannedCode('mailto:sales%40firma.se?subject=Hej', ORIGINS)).toMatchObject({
      kind: 'email',
      fields: { emails: ['sales@firma.se'] },
    });
    expect(parseScannedCode('MATMSG:TO:info@firma.fi;SUB:Moi;BODY:Hei;;', ORIGINS).fields.emails).toEqual([
      'info@firma.fi',
    ]);
    expect(parseScannedCode('Anna.Berg@Firma.se', ORIGINS)).toMatchObject({
      kind: 'email',
      fields: { emails: ['anna.berg@firma.se'] },
    });
  });

  test('tel: and a bare number, formatted international', () => {
    expect(parseScannedCode('tel:+358401234567', ORIGINS)).toMatchObject({
      kind: 'phone',
      fields: { phones: ['+358 40 1234567'] },
    });
    expect(parseScannedCode('070-123 45 67', ORIGINS)).toMatchObject({
      kind: 'phone',
      fields: { phones: ['+46 70 123 45 67'] },
    });
  });

  test('plain text is read like a card', () => {
    const code = parseScannedCode(
      'Anna Berg\nSäljare\nBerg Bygg AB\nanna.berg@bergbygg.se\n070-111 22 33',
      ORIGINS,
    );
    expect(code.kind).toBe('text');
    expect(code.fields).toMatchObject({
      fullName: 'Anna Berg',
      title: 'Säljare',
      company: 'Berg Bygg AB',
      phones: ['+46 70 111 22 33'],
    });
  });
});

describe('bounds', () => {
  test('a payload over 4 KB is refused with a typed error; 4 KB exactly is read', () => {
    expect(() => parseScannedCode('x'.repeat(MAX_CODE_BYTES + 1), ORIGINS)).toThrow(ScannedCodeTooLongError);
    // Bytes, not characters: 2,049 'ä' are 4,098 bytes.
    expect(() => parseScannedCode('ä'.repeat(2049), ORIGINS)).toThrow(ScannedCodeTooLongError);
    expect(parseScannedCode('x'.repeat(MAX_CODE_BYTES), ORIGINS).kind).toBe('text');
  });

  test('a vCard of many lines inside the bound is read in linear time', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `TEL:+46 70 ${String(1000000 + i).slice(1)}`);
    const text = `BEGIN:VCARD\nVERSION:3.0\nFN:Many Phones\n${lines.join('\n')}\nEND:VCARD`.slice(
      0,
      MAX_CODE_BYTES,
    );
    const started = performance.now();
    const code = parseScannedCode(text, ORIGINS);
    expect(code.fields.fullName).toBe('Many Phones');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
