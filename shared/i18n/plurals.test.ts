// Every text that counts something has its plural forms in sv, en and fi ("1 rad", "2 rader"): a count written
// before a word ("{count} rows", "{n} visningar", "{failed} misslyckade") must sit in a plural block, and each
// block lists every category Intl.PluralRules has for its language.
import { describe, expect, test } from 'bun:test';
import { LANGUAGES } from '../constants';
import { dictionaries, type Namespace } from '.';
import { pluralBlocks, pluralCategories } from './format';

/** Placeholders that hold a count of something. */
const COUNTS = new Set([
  'count',
  'n',
  'limit',
  'total',
  'days',
  'hours',
  'minutes',
  'seconds',
  'created',
  'failed',
  'done',
  'waiting',
  'invited',
  'updated',
  'invite',
  'update',
  'quantity',
  'units',
  'unitDays',
  'included',
  'cards',
  'invoices',
  'skipped',
  'min',
  'max',
  'depth',
]);
/**
 * What may follow a count without changing with it: units, words before another number, and verbs and
 * participles that take no number ("3 did not fit", "1 väntar", "2 lisätty").
 */
const NEUTRAL = new Set([
  ...['d', 'h', 'min', 'tim', 'pv', 'vrk'],
  ...['of', 'av', 'to', 'till', 'and', 'och', 'ja', 'in', 'i', 'att', 'with', 'med'],
  ...['did', 'added', 'done', 'failed', 'waiting', 'skipped', 'included', 'new', 'shown'],
  ...['väntar', 'ingår', 'fick'],
  ...['ei', 'epäonnistui', 'odottaa', 'lisätty', 'luotu', 'kutsuttu', 'päivitetty', 'ohitettu', 'sisältyy'],
]);
/** Where a count's name holds money or a size, not a number of things. */
const NOT_COUNTS: Record<string, string[]> = {
  'api.couponMinSubtotal': ['min'],
  'admin.billResult': ['total'],
  'admin.paidText': ['total'],
  'admin.creditText': ['total'],
  'billing.invoiceTerms': ['total'],
  'mail.invoiceBody': ['total'],
  'mail.creditBody': ['total'],
  'orders.wizardConfirmText': ['total'],
  // Sizes ("20 MB").
  'app.quotaUsed': ['limit'],
  'app.fileQuota': ['limit'],
  'api.quotaExceeded': ['limit'],
  'api.dynatagQuotaExceeded': ['limit'],
  'api.archiveTooLarge': ['limit'],
  'tagEditor.filesQuotaLimit': ['limit'],
  'tagEditor.tagQuotaUsed': ['limit'],
  // The word after the count starts the next clause ("at 500, visitors can no longer…").
  'app.leadsAlmostFull': ['limit'],
  // A picture's or a card's number, not how many.
  'dynatag.pictureFull': ['n'],
  'orders.wizardPreview': ['n'],
  'app.leadFormUp': ['n'],
  'app.leadFormDown': ['n'],
  // A number of views already formatted for the language ("1 234"), before the words that name the period.
  'analytics.overviewBefore': ['n'],
};

type Text = { ns: Namespace; key: string; lang: (typeof LANGUAGES)[number]; text: string };
const texts: Text[] = LANGUAGES.flatMap((lang) =>
  (Object.keys(dictionaries.en) as Namespace[]).flatMap((ns) =>
    Object.entries(dictionaries[lang][ns] as Record<string, string>).map(([key, text]) => ({
      ns,
      key,
      lang,
      text,
    })),
  ),
);

/** The text outside its plural blocks. */
const outside = (text: string) => {
  let rest = '';
  let from = 0;
  for (const block of pluralBlocks(text)) {
    rest += `${text.slice(from, block.start)}…`;
    from = block.end;
  }
  return rest + text.slice(from);
};

/** The counts written before a word that depends on them, outside any plural block. */
function bareCounts({ ns, key, text }: Text): string[] {
  const skip = NOT_COUNTS[`${ns}.${key}`] ?? [];
  return [...outside(text).matchAll(/\{(\w+)\}\s+(\p{L}+)/gu)]
    .filter(([, name, word]) => COUNTS.has(name) && !skip.includes(name) && !NEUTRAL.has(word))
    .map(([whole]) => whole);
}

describe('plural forms', () => {
  test('no count is written before a word outside a plural block', () => {
    const bare = texts
      .map((t) => ({ at: `${t.lang} ${t.ns}.${t.key}`, bare: bareCounts(t) }))
      .filter((t) => t.bare.length);
    expect(bare).toEqual([]);
  });

  test('every plural block lists each category of its language', () => {
    const missing = texts.flatMap((t) => {
      const needed = pluralCategories(t.lang);
      return pluralBlocks(t.text)
        .filter((block) => needed.some((category) => !block.forms.has(category)))
        .map((block) => `${t.lang} ${t.ns}.${t.key}: {${block.name}}`);
    });
    expect(missing).toEqual([]);
  });

  test('the dashboard counts in the texts of the issue', () => {
    // "1 rader misslyckades" (issue 28).
    expect(
      texts.filter((t) => /\b1 (rader|rows|riviä)\b/.test(t.text)).map((t) => `${t.lang} ${t.ns}.${t.key}`),
    ).toEqual([]);
  });
});
