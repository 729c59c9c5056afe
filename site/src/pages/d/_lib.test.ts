import { describe, expect, test } from 'bun:test';
import {
  commentBoxDocument,
  contactVcardHref,
  disqusDocument,
  distanceText,
  durationParts,
  languageName,
  translateHref,
  vcardName,
} from './_lib';

describe('dynatag page helpers', () => {
  test('time left in days, hours and minutes, rounded up to the minute', () => {
    expect(durationParts(90 * 60_000)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(durationParts(1)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(durationParts((26 * 60 + 0.5) * 60_000)).toEqual({ days: 1, hours: 2, minutes: 1 });
  });

  test('distances in the reader’s words', () => {
    expect(distanceText(850, 'en')).toBe('850 m');
    expect(distanceText(1520, 'sv')).toBe('1,5 km');
    expect(distanceText(12_400, 'en')).toBe('12 km');
  });

  test('a contact as a vCard 3.0 data: link, values escaped, empty ones left out', () => {
    const href = contactVcardHref({
      name: 'Anna Berg',
      information: 'Sales; north, east',
      phone: '+46 70 1',
      email: '',
    });
    expect(href.startsWith('data:text/vcard;charset=utf-8,')).toBe(true);
    const card = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(card).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Berg\r\nN:Berg;Anna;;;\r\nTEL;TYPE=WORK,VOICE:+46 70 1\r\nNOTE:Sales\\; north\\, east\r\nEND:VCARD\r\n',
    );
    expect(vcardName('Anna "A" Berg/../x')).toBe('Anna A Bergx.vcf');
    expect(vcardName('<>')).toBe('contact.vcf');
  });

  test('the comment frames: a shortname only as allowed, the page address as data, per page replaced', () => {
    expect(disqusDocument('nordvik', 'https://x/d/a', 'a')).toContain(
      "s.src='https://nordvik.disqus.com/embed.js'",
    );
    expect(disqusDocument("x';alert(1);'", 'https://x/d/a', 'a')).toContain(
      'https://invalid.disqus.com/embed.js',
    );
    const box = commentBoxDocument(
      '<script src="https://www.htmlcommentbox.com/jread?page=x&num=10&ts=1"></script>',
      25,
      'https://x/d/</script>',
    );
    expect(box).toContain('&num=25&');
    expect(box).toContain('PAGE:"https://x/d/\\u003c/script>"');
  });

  test('translation links and language names', () => {
    expect(translateHref('https://dynacard.se/d/abc', 'zh-CN')).toBe(
      'https://translate.google.com/translate?sl=auto&tl=zh-CN&u=https%3A%2F%2Fdynacard.se%2Fd%2Fabc',
    );
    expect(languageName('de', 'sv').toLowerCase()).toBe('tyska');
  });
});
