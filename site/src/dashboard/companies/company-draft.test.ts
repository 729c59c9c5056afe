import { describe, expect, test } from 'bun:test';
import { draftOf, problemsOf } from './company-draft';

describe('the company form', () => {
  test('a new company starts empty with the default colour', () => {
    expect(draftOf()).toMatchObject({ name: '', color: '#262626', socialLinks: {}, customLinks: [] });
  });

  test('marks what the API would refuse', () => {
    const draft = {
      ...draftOf(),
      name: '  ',
      websiteUrl: 'example.com',
      email: 'nope',
      phone: '070 abc',
      color: 'teal',
      socialLinks: { github: 'github.com/x' },
      customLinks: [{ text: '', url: 'https://x.se' }],
    };
    expect(Object.keys(problemsOf(draft, true)).sort()).toEqual(
      ['color', 'customLinks', 'email', 'name', 'phone', 'socialLinks', 'websiteUrl'].sort(),
    );
    const good = { ...draftOf(), name: 'Fjäll AB', websiteUrl: 'https://fjall.se', color: '#abc' };
    expect(problemsOf(good, false)).toEqual({});
  });

  test('custom links are checked for a free owner only when there are some', () => {
    const tooMany = {
      ...draftOf(),
      name: 'A',
      customLinks: Array(21).fill({ text: 'x', url: 'https://x.se' }),
    };
    expect(problemsOf(tooMany, false)).toEqual({ customLinks: true });
    expect(problemsOf({ ...tooMany, customLinks: [] }, false)).toEqual({});
  });
});
