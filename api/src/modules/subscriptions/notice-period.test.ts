// One notice period (issue 28: "30 dagar" on one tab, "en månad" on another): billing ends a cancelled subscription
// after NOTICE_PERIOD_DAYS, and every text in sv, en and fi that names the period says it in days from that
// constant, never as a month.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { DAY_MS, LANGUAGES, NOTICE_PERIOD_DAYS } from '@shared/constants';
import { dictionaries, type Namespace, translate } from '@shared/i18n';
import { CANCEL_PERIOD_MS } from '../pricing/prices';

const CONTENT = join(import.meta.dir, '../../../../site/src/content');

/** How each language names the notice period. */
const NAMES = { en: /notice|cancel period/i, sv: /uppsägningstid/i, fi: /irtisanomisa[ij]/i } as const;
/** The period as the texts say it once filled. */
const SAID = { en: /\b30 days\b/, sv: /\b30 dagar\b/, fi: /\b30 päivän\b/ } as const;
const MONTH = /month|månad|kuukau/i;

const noticeTexts = LANGUAGES.flatMap((lang) =>
  (Object.keys(dictionaries[lang]) as Namespace[]).flatMap((ns) =>
    Object.entries(dictionaries[lang][ns] as Record<string, string>)
      .filter(([key, text]) => NAMES[lang].test(text) && !/cookie/i.test(key) && !key.endsWith('Notice'))
      .map(([key, text]) => ({ lang, ns, key, text })),
  ),
);

describe('the notice period', () => {
  test('billing ends a cancelled subscription after the notice period', () => {
    expect(NOTICE_PERIOD_DAYS).toBe(30);
    expect(CANCEL_PERIOD_MS).toBe(NOTICE_PERIOD_DAYS * DAY_MS);
  });

  test('the dashboard’s tabs all name it', () => {
    const named = new Set(noticeTexts.map((t) => `${t.lang} ${t.ns}.${t.key}`));
    for (const lang of LANGUAGES) {
      for (const key of [
        'subscriptions.mineMonthlyNote',
        'subscriptions.mineCancelNote',
        'subscriptions.colsEnableMonthly',
        'app.subscriptionPaidBy',
      ]) {
        expect(named).toContain(`${lang} ${key}`);
      }
    }
  });

  test('the site’s questions and terms (content files, issue 35) name it in days from the constant, never a month', async () => {
    for (const lang of LANGUAGES) {
      for (const page of ['questions', 'terms']) {
        const text = await Bun.file(join(CONTENT, page, `${lang}.yaml`).toString()).text();
        const lines = text.split('\n').filter((line) => NAMES[lang].test(line));
        expect({ lang, page, lines: lines.length }).toEqual({ lang, page, lines: 1 });
        expect(lines[0]).toContain('{noticeDays, plural,');
        expect(lines[0]).not.toMatch(/\b30\b/);
        expect(noticeOnly(lines[0]!, lang)).not.toMatch(MONTH);
      }
    }
  });

  test('every text that names it says it in days from the constant, never a month', () => {
    const wrong = noticeTexts
      .map((t) => ({
        at: `${t.lang} ${t.ns}.${t.key}`,
        said: translate(t.lang, t.ns, t.key as never, { days: NOTICE_PERIOD_DAYS, date: '', company: '' }),
        text: t.text,
      }))
      .filter(({ text, said }, i) => {
        const lang = noticeTexts[i].lang;
        return (
          !text.includes('{days,') ||
          /\b30\b/.test(text) ||
          !SAID[lang].test(said) ||
          MONTH.test(noticeOnly(said, lang))
        );
      })
      .map((t) => t.at);
    expect(wrong).toEqual([]);
  });
});

/** The sentence that names the period (a price "per month" elsewhere in the text is no notice period). */
function noticeOnly(text: string, lang: keyof typeof NAMES) {
  return text
    .split(/(?<=[.;,])\s/)
    .filter((part) => NAMES[lang].test(part))
    .join(' ');
}
