import { expect, test } from 'bun:test';
import { countsVisit, nfcLink, previewLink, qrLink } from './page-links';

/** What URLSearchParams says, the reference the quick reading must agree with. */
const reference = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 || new URLSearchParams(url.slice(query + 1).split('#')[0]).get('count') !== 'false';
};

test('a visit counts unless the first count parameter is false, read as URLSearchParams reads it', () => {
  const cases: [string, boolean][] = [
    ['https://x.se/p/abc', true],
    ['https://x.se/p/abc?count=false', false],
    ['https://x.se/p/abc?count=true', true],
    ['https://x.se/p/abc?s=q&count=false', false],
    ['https://x.se/p/abc?count=false&count=true', false],
    ['https://x.se/p/abc?count=true&count=false', true],
    ['https://x.se/p/abc?count', true],
    ['https://x.se/p/abc?count=', true],
    ['https://x.se/p/abc?counter=false', true],
    ['https://x.se/p/abc?xcount=false', true],
    ['https://x.se/p/abc?count=falsey', true],
    ['https://x.se/p/abc?count=fals%65', false],
    ['https://x.se/p/abc?co%75nt=false', false],
    ['https://x.se/p/abc?count=false+', true],
    ['https://x.se/p/abc?&&count=false', false],
    ['https://x.se/p/abc?count=false#top', false],
    ['https://x.se/p/abc?s=1#count=false', true],
  ];
  for (const [url, counts] of cases) {
    expect({ url, counts: countsVisit(url) }).toEqual({ url, counts });
    expect({ url, counts: reference(url) }).toEqual({ url, counts });
  }
});

test('source markers: a QR code holds s=q, an NFC tag s=n, both still counted, the preview still not', () => {
  expect(qrLink('https://x.se/p/abc')).toBe('https://x.se/p/abc?s=q');
  expect(nfcLink('https://x.se/c/K7')).toBe('https://x.se/c/K7?s=n');
  expect(qrLink('https://x.se/d/t?lang=fi#top')).toBe('https://x.se/d/t?lang=fi&s=q#top');
  for (const url of [qrLink('https://x.se/p/abc'), nfcLink('https://x.se/p/abc')]) {
    expect(countsVisit(url)).toBe(true);
    expect(new URL(url).pathname).toBe('/p/abc');
  }
  expect(countsVisit(previewLink(qrLink('https://x.se/p/abc')))).toBe(false);
});
