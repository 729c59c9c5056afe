import { describe, expect, test } from 'bun:test';
import { classifyScan } from './qr-link';

const ORIGIN = 'https://dynacard.se';

describe('a scanned code', () => {
  test('that is not a web address is not a link', () => {
    expect(classifyScan('Hello there', ORIGIN)).toEqual({ kind: 'notLink', text: 'Hello there' });
    expect(classifyScan('tel:+46701234567', ORIGIN).kind).toBe('notLink');
    expect(classifyScan('WIFI:S:home;T:WPA;P:secret;;', ORIGIN).kind).toBe('notLink');
    expect(classifyScan('javascript:alert(1)', ORIGIN).kind).toBe('notLink');
    expect(classifyScan('dynacard.se/p/abc', ORIGIN).kind).toBe('notLink');
  });

  test('that leads elsewhere is foreign', () => {
    expect(classifyScan('https://example.com/p/abc', ORIGIN)).toEqual({
      kind: 'foreign',
      url: 'https://example.com/p/abc',
    });
    expect(classifyScan('https://dynacard.se.evil.com/p/abc', ORIGIN).kind).toBe('foreign');
    expect(classifyScan('https://dynacard.se/business-card', ORIGIN).kind).toBe('foreign');
    expect(classifyScan('https://dynacard.se/p/', ORIGIN).kind).toBe('foreign');
    expect(classifyScan('https://dynacard.se/p/abc/extra', ORIGIN).kind).toBe('foreign');
    expect(classifyScan('https://dynacard.se/p/a%20b', ORIGIN).kind).toBe('foreign');
  });

  test('a card or dynatag link of this site is ours, http or https, with or without www', () => {
    expect(classifyScan(' https://dynacard.se/p/Ab_3-x?count=true ', ORIGIN)).toEqual({
      kind: 'profile',
      shortId: 'Ab_3-x',
      url: 'https://dynacard.se/p/Ab_3-x?count=true',
    });
    expect(classifyScan('http://www.dynacard.se/p/abc', ORIGIN)).toMatchObject({
      kind: 'profile',
      shortId: 'abc',
    });
    expect(classifyScan('https://DYNACARD.se/d/tag1/', ORIGIN)).toMatchObject({
      kind: 'dynatag',
      shortId: 'tag1',
    });
    expect(classifyScan('https://dynacard.se/en/p/abc', ORIGIN)).toMatchObject({ kind: 'profile' });
  });

  test('the port is part of the site (a local server)', () => {
    const local = 'http://127.0.0.1:3000';
    expect(classifyScan('http://127.0.0.1:3000/p/abc', local).kind).toBe('profile');
    expect(classifyScan('http://127.0.0.1:4000/p/abc', local).kind).toBe('foreign');
  });
});
