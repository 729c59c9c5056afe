import { describe, expect, test } from 'bun:test';
import { components, parseVcard, unescapeText } from '../../../test/vcard-parser';
import { buildVcard, escapeText, foldLine, splitName, type VcardInput, vcardDisposition } from './vcard';

const FULL: VcardInput = {
  fullName: 'Åsa Maria Berg',
  phone: '+46 70 111 22 33',
  email: 'asa@example.com',
  note: 'Builds bridges, roads; and\nsometimes \\ tunnels',
  url: 'https://dynacard.example/p/abc123',
  photoJpegBase64: Buffer.alloc(3000, 7).toString('base64'),
  organisations: [
    {
      name: 'Berg, Bygg & Co; AB',
      title: 'CEO',
      workPhone: '+46 8 123 456',
      workEmail: 'asa@berg.example',
      companyPhone: '+46 8 123 000',
      companyEmail: 'info@berg.example',
      website: 'https://berg.example',
      street: 'Storgatan 1',
      zipcode: '111 22',
      city: 'Stockholm',
      links: ['https://berg.example/offer', 'javascript:alert(1)'],
      socialProfiles: [{ network: 'linkedin', url: 'https://linkedin.example/berg' }],
    },
    // The same company email twice is one entry.
    { name: 'Board AB', title: 'Chair', workEmail: 'chair@board.example', companyEmail: 'INFO@berg.example' },
  ],
};

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('escaping and folding', () => {
  test('escapes backslash, comma, semicolon and line breaks', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
  });

  test('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `NOTE:${'å'.repeat(100)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    for (const p of physical.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(physical.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  test('splits a name into family and given names', () => {
    expect(splitName('Åsa Maria Berg')).toEqual({ family: 'Berg', given: 'Åsa Maria' });
    expect(splitName('Cher')).toEqual({ family: '', given: 'Cher' });
  });

  test('the download name has an ASCII fallback and the exact UTF-8 name', () => {
    expect(vcardDisposition('Åsa Berg')).toBe(
      `attachment; filename="Asa Berg.vcf"; filename*=UTF-8''%C3%85sa%20Berg.vcf`,
    );
    expect(vcardDisposition('"/\\')).toContain('filename="contact.vcf"');
  });
});

for (const version of ['3.0', '4.0'] as const) {
  describe(`vCard ${version}, read by the independent vcf parser`, () => {
    const text = buildVcard(FULL, version);
    const card = parseVcard(text);

    test('structure: CRLF lines of at most 75 octets, BEGIN/VERSION first, END last', () => {
      expect(text.endsWith('END:VCARD\r\n')).toBe(true);
      const lines = text.split('\r\n');
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', `VERSION:${version}`]);
      for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
      expect(text.replace(/\r\n/g, '')).not.toContain('\n');
      expect(card.version).toBe(version);
    });

    test('N, FN, ORG, TITLE, NOTE with escaping undone', () => {
      expect(components(card.one('n')!)).toEqual(['Berg', 'Åsa Maria', '', '', '']);
      expect(unescapeText(card.one('fn')!)).toBe('Åsa Maria Berg');
      expect(card.props.org).toHaveLength(1);
      expect(components(card.one('org')!)).toEqual(['Berg, Bygg & Co; AB']);
      expect(card.one('title')).toBe('CEO');
      expect(unescapeText(card.one('note')!)).toBe(FULL.note!);
    });

    test("phones and emails: the person's and the company's WORK, the personal mobile CELL, never HOME", () => {
      const tel = card.props.tel.map((p) => ({
        value: p.value,
        work: p.types.includes('work'),
        cell: p.types.includes('cell'),
      }));
      expect(tel).toEqual([
        { value: '+46 8 123 456', work: true, cell: false },
        { value: '+46 70 111 22 33', work: false, cell: true },
        { value: '+46 8 123 000', work: true, cell: false },
      ]);
      const email = card.props.email.map((p) => [p.value, p.types.filter((x) => x !== 'internet')]);
      expect(email).toEqual([
        ['asa@berg.example', ['work']],
        ['chair@board.example', ['work']],
        ['asa@example.com', []],
        ['info@berg.example', ['work']],
      ]);
      if (version === '3.0') for (const p of card.props.email) expect(p.types).toContain('internet');
      expect(text).not.toMatch(/HOME/i);
    });

    test('work address, company website and links (web addresses only), the profile link', () => {
      expect(card.props.adr).toHaveLength(1);
      expect(card.props.adr[0].types).toEqual(['work']);
      expect(components(card.props.adr[0].value)).toEqual([
        '',
        '',
        'Storgatan 1',
        'Stockholm',
        '',
        '111 22',
        '',
      ]);
      expect(card.props.url.map((u) => [u.value, u.types])).toEqual([
        ['https://berg.example', ['work']],
        ['https://berg.example/offer', ['work']],
        ['https://dynacard.example/p/abc123', []],
      ]);
      expect(text).not.toContain('javascript:');
    });

    test('social profiles in the spelling each version knows', () => {
      if (version === '3.0') {
        expect(card.props.xSocialprofile.map((p) => [p.value, p.types])).toEqual([
          ['https://linkedin.example/berg', ['linkedin']],
        ]);
      } else {
        expect(card.props.socialprofile.map((p) => [p.value, p.params.serviceType])).toEqual([
          ['https://linkedin.example/berg', 'linkedin'],
        ]);
      }
    });

    test('photo: the JPEG bytes survive folding', () => {
      const photo = card.props.photo[0];
      if (version === '3.0') {
        expect(photo.params.encoding).toBe('b');
        expect(photo.types).toEqual(['jpeg']);
        expect(photo.value).toBe(FULL.photoJpegBase64!);
      } else {
        expect(photo.value).toBe(`data:image/jpeg;base64,${FULL.photoJpegBase64}`);
      }
    });
  });
}

test('a minimal card has only what is given', () => {
  const card = parseVcard(buildVcard({ fullName: 'Solo' }));
  expect(Object.keys(card.props).sort()).toEqual(['fn', 'n', 'version']);
});
