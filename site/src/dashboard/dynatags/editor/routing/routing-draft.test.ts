import { describe, expect, test } from 'bun:test';
import { api as enApi } from '@shared/i18n/en/api';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { TagRule } from '@shared/schemas/tag-rules';
import type { DynatagDetail } from '@shared/types/dynatags';
import { changesOf, draftOf } from '../draft';
import { routingErrors } from '../validate';
import {
  addVariant,
  duplicateVariant,
  evenShares,
  isUsed,
  newRule,
  pText,
  type Routing,
  routingOf,
  routingPath,
  routingProblems,
  sharesValid,
  updateVariant,
  usesOf,
  versionShown,
  visitorsMissing,
} from './routing-draft';

const own: DynatagModule[] = [
  { id: 'a', type: 'links', links: [{ text: 'Hej', url: 'https://example.com', color: '#262626' }] },
];

const finnish = (): Routing => {
  const variants = addVariant([], 'Finnish version', own, 'Tervetuloa');
  const rule: TagRule = {
    key: 'r1',
    name: 'Finnish speakers',
    when: [{ if: 'language', langs: ['fi'] }],
    outcome: { variant: variants[0].key },
  };
  return { variants, rules: [rule], rulesTimeZone: 'Europe/Helsinki' };
};

describe('variants', () => {
  test('a new variant gets a free key and starts empty or as a copy that is its own', () => {
    const empty = addVariant([], 'Empty', null);
    expect(empty).toEqual([{ key: 'v1', name: 'Empty', modules: [] }]);
    const copied = addVariant(empty, ' Copy ', own);
    expect(copied[1]).toEqual({ key: 'v2', name: 'Copy', modules: own });
    (copied[1].modules[0] as { links: { text: string }[] }).links[0].text = 'Moi';
    expect((own[0] as { links: { text: string }[] }).links[0].text).toBe('Hej');
  });

  test('a duplicate keeps the title and modules under a new key; an emptied title is left out', () => {
    const [v] = finnish().variants;
    const both = duplicateVariant([v], v.key, 'Finnish (copy)');
    expect(both[1]).toMatchObject({ key: 'v2', name: 'Finnish (copy)', label: 'Tervetuloa', modules: own });
    expect('label' in updateVariant(both, 'v2', { label: '' })[1]).toBe(false);
  });

  test('a variant a rule or the running split test shows is in use, and says by what', () => {
    const { rules } = finnish();
    expect(usesOf('v1', rules, [])).toEqual({ rules: ['Finnish speakers'], split: false });
    expect(isUsed(usesOf('v2', rules, ['', 'v2']))).toBe(true);
    expect(isUsed(usesOf('v2', rules, []))).toBe(false);
  });

  test('the preview shows the chosen version, with the tag’s title when it has none', () => {
    const { variants } = finnish();
    const noTitle = updateVariant(variants, 'v1', { label: '' });
    expect(versionShown({ modules: [], label: 'Hello' }, variants, 'v1').label).toBe('Tervetuloa');
    expect(versionShown({ modules: [], label: 'Hello' }, noTitle, 'v1')).toEqual({
      modules: own,
      label: 'Hello',
    });
    expect(versionShown({ modules: [], label: 'Hello' }, variants, '')).toEqual({
      modules: [],
      label: 'Hello',
    });
  });
});

describe('checks with the API’s schemas', () => {
  test('a valid routing has no problems', () => {
    expect(routingProblems(finnish())).toEqual({});
  });

  test('each problem is named by the path the server would name, with its message key', () => {
    const routing = finnish();
    routing.variants[0].name = ' ';
    routing.rules = [
      { ...routing.rules[0], name: '' },
      {
        key: 'r2',
        name: 'Evening',
        when: [
          { if: 'language', langs: [] },
          { if: 'query', name: 'bad name' },
          { if: 'time', days: [1], from: '25:00', to: '06:00' },
        ],
        outcome: { variant: 'gone' },
      },
      { key: 'r3', name: 'Away', when: [], outcome: { redirect: 'ftp://x' } },
    ];
    expect(routingProblems(routing)).toEqual({
      'variants.0.name': 'invalidVariantName',
      'rules.0.name': 'invalidRuleName',
      'rules.1.when.0.langs': 'invalidLang',
      'rules.1.when.1.name': 'invalidParameter',
      'rules.1.when.2.from': 'invalidTime',
      'rules.1.outcome.variant': 'unknownVariant',
      'rules.2.when': 'invalidConditions',
      'rules.2.outcome.redirect': 'invalidUrl',
    });
  });

  test('the messages are words in the reader’s language, the API’s where it has them', () => {
    const routing = finnish();
    routing.rules[0].outcome = { redirect: 'nope' };
    routing.rules[0].when = [{ if: 'language', langs: [] }];
    const fi = routingErrors(routing, 'fi');
    const en = routingErrors(routing, 'en');
    expect(en['rules.0.when.0.langs']).toBe(enApi.invalidLang);
    expect(routingErrors({ ...routing, rules: [] }, 'en')).toEqual({});
    expect(fi['rules.0.when.0.langs']).not.toBe(en['rules.0.when.0.langs']);
    expect(en['rules.0.outcome.redirect']).toBeTruthy();
  });

  test('a server field is read as the editor’s path', () => {
    expect(routingPath('json.rules.0.when.1.langs')).toBe('rules.0.when.1.langs');
    expect(routingPath('variants/2/name')).toBe('variants.2.name');
  });
});

describe('what a save sends', () => {
  const detail = { name: 'Stand', modules: own, version: 2 } as unknown as DynatagDetail;

  test('a tag saved before rules existed has none; a new tag without rules sends none', () => {
    expect(routingOf(null)).toEqual({ variants: [], rules: [], rulesTimeZone: 'Europe/Stockholm' });
    const sent = changesOf(draftOf(null), { ...draftOf(null), name: 'New' }, true);
    expect(['variants', 'rules', 'rulesTimeZone'].some((k) => k in sent)).toBe(false);
  });

  test('an update sends the routing fields that changed, and only those', () => {
    const base = draftOf(detail);
    const routing = finnish();
    expect(changesOf(base, { ...base, ...routing }, false)).toEqual(routing);
    expect(changesOf(base, { ...base, rules: [newRule([], 'Rule 1', routing.variants)] }, false)).toEqual({
      rules: [
        {
          key: 'r1',
          name: 'Rule 1',
          when: [{ if: 'language', langs: ['fi'] }],
          outcome: { variant: 'v1' },
        },
      ],
    });
  });
});

describe('split tests', () => {
  test('even shares add up to 100 and the checks follow the contract', () => {
    expect(evenShares(2)).toEqual([50, 50]);
    expect(evenShares(3)).toEqual([34, 33, 33]);
    expect(sharesValid([34, 33, 33])).toBe(true);
    expect(sharesValid([50, 49])).toBe(false);
    expect(sharesValid([100])).toBe(false);
    expect(sharesValid([0, 100])).toBe(false);
  });

  test('visitors missing before a winner can be named, and the p-value as read', () => {
    expect(visitorsMissing([{ visitors: 40 }, { visitors: 130 }, { visitors: 99 }])).toBe(61);
    expect(visitorsMissing([{ visitors: 100 }, { visitors: 100 }])).toBe(0);
    const f = (n: number) => n.toFixed(3);
    expect(pText(0.0004, f)).toBe('< 0.001');
    expect(pText(0.0312, f)).toBe('0.031');
  });
});
