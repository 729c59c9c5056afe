// The decision of issue 34 as a pure function: rules in order, each condition on its fact (read only when asked),
// time windows in the rules' zone (past midnight, across a DST change), the split's stable assignment.
import { describe, expect, test } from 'bun:test';
import type { TagRule } from '@shared/schemas/tag-rules';
import { armOfBucket, bucketOf, decide, inWindow, type TagRouting, type VisitFacts } from './tag-rules';

const facts = (over: Partial<Record<keyof VisitFacts, unknown>> = {}): VisitFacts & { reads: string[] } => {
  const reads: string[] = [];
  const base: Record<string, unknown> = {
    lang: 'sv',
    device: 'mobile',
    system: 'iOS',
    now: Date.UTC(2026, 0, 15, 9, 0),
    place: null,
    position: null,
    source: 'link',
    visitor: '10.0.0.1\nphone',
    ...over,
  };
  const out = { reads } as unknown as VisitFacts & { reads: string[] };
  for (const key of ['lang', 'device', 'system', 'now', 'place', 'position', 'source', 'visitor'] as const) {
    (out as Record<string, unknown>)[key] = () => {
      reads.push(key);
      return base[key];
    };
  }
  const query = (over.query ?? {}) as Record<string, string>;
  out.query = (name: string) => {
    reads.push('query');
    return query[name] ?? null;
  };
  return out;
};

const rule = (key: string, when: TagRule['when'], variant = key): TagRule => ({
  key,
  name: key,
  when,
  outcome: { variant },
});
const routing = (rules: TagRule[], over: Partial<TagRouting> = {}): TagRouting => ({
  variants: [{ key: 'fi' }, { key: 'evening' }, { key: 'b' }],
  rules,
  rulesTimeZone: 'Europe/Helsinki',
  split: null,
  ...over,
});

describe('rules', () => {
  test('the first rule that holds wins; no rule: the own content; later facts are never read', () => {
    const r = routing([
      rule('fi', [{ if: 'language', langs: ['fi'] }]),
      rule('b', [{ if: 'device', devices: ['mobile'] }]),
    ]);
    const finn = facts({ lang: 'fi' });
    expect(decide(r, finn, 's')).toMatchObject({ variant: 'fi', rule: { key: 'fi' } });
    expect(finn.reads).toEqual(['lang']);
    expect(decide(r, facts({ lang: 'sv', device: 'desktop' }), 's')).toMatchObject({
      variant: '',
      rule: null,
    });
    expect(decide(r, facts({ lang: 'sv' }), 's').variant).toBe('b');
  });

  test('every condition of a rule must hold', () => {
    const r = routing([
      rule('fi', [
        { if: 'language', langs: ['fi'] },
        { if: 'source', sources: ['qr'] },
      ]),
    ]);
    expect(decide(r, facts({ lang: 'fi', source: 'link' }), 's').variant).toBe('');
    expect(decide(r, facts({ lang: 'fi', source: 'qr' }), 's').variant).toBe('fi');
  });

  test('a redirect outcome', () => {
    const r = routing([
      {
        key: 'away',
        name: 'Away',
        when: [{ if: 'query', name: 'go' }],
        outcome: { redirect: 'https://example.com/' },
      },
    ]);
    expect(decide(r, facts({ query: { go: '' } }), 's')).toMatchObject({
      redirect: 'https://example.com/',
      variant: null,
    });
    expect(decide(r, facts(), 's').redirect).toBeNull();
  });

  test('query with and without a value; device by system; place by country or city', () => {
    const r = routing([
      rule('fi', [{ if: 'query', name: 'c', value: 'x' }]),
      rule('b', [{ if: 'device', systems: ['Android'] }]),
      rule('evening', [{ if: 'place', cities: ['Helsinki'] }]),
    ]);
    expect(decide(r, facts({ query: { c: 'y' } }), 's').variant).toBe('');
    expect(decide(r, facts({ query: { c: 'x' } }), 's').variant).toBe('fi');
    expect(decide(r, facts({ system: 'Android' }), 's').variant).toBe('b');
    expect(decide(r, facts({ place: { country: 'FI', city: 'Helsinki' } }), 's').variant).toBe('evening');
    expect(decide(r, facts({ place: null }), 's').variant).toBe('');
  });

  test('near: only with a shared position, within the distance', () => {
    const r = routing([rule('fi', [{ if: 'near', lat: 60.17, lng: 24.94, distance: 1000 }])]);
    expect(decide(r, facts(), 's').variant).toBe('');
    expect(decide(r, facts({ position: { lat: 60.171, lng: 24.941 } }), 's').variant).toBe('fi');
    expect(decide(r, facts({ position: { lat: 59.33, lng: 18.06 } }), 's').variant).toBe('');
  });

  test('time windows in the rules’ zone, past midnight, and across the spring DST change', () => {
    // Friday 20:00–02:00: Friday late and Saturday early hold, Friday afternoon and Saturday late do not.
    expect(inWindow([5], '20:00', '02:00', 5, 21 * 60)).toBe(true);
    expect(inWindow([5], '20:00', '02:00', 6, 60)).toBe(true);
    expect(inWindow([5], '20:00', '02:00', 5, 15 * 60)).toBe(false);
    expect(inWindow([5], '20:00', '02:00', 6, 21 * 60)).toBe(false);
    expect(inWindow([1, 2, 3, 4, 5, 6, 7], '18:00', '24:00', 3, 23 * 60 + 59)).toBe(true);
    const evening = routing([
      rule('evening', [{ if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '18:00', to: '23:00' }]),
    ]);
    // 16:30 UTC is 18:30 in Helsinki in winter (UTC+2) and 19:30 in summer (UTC+3).
    expect(decide(evening, facts({ now: Date.UTC(2026, 0, 15, 16, 30) }), 's').variant).toBe('evening');
    expect(decide(evening, facts({ now: Date.UTC(2026, 0, 15, 15, 30) }), 's').variant).toBe('');
    // After the change on 29 March 2026, 15:30 UTC is 18:30 in Helsinki.
    expect(decide(evening, facts({ now: Date.UTC(2026, 2, 29, 15, 30) }), 's').variant).toBe('evening');
    expect(decide(evening, facts({ now: Date.UTC(2026, 2, 28, 15, 30) }), 's').variant).toBe('');
  });

  test('dates in the zone, both days included', () => {
    const r = routing([rule('fi', [{ if: 'dates', from: '2026-01-15', to: '2026-01-16' }])]);
    expect(decide(r, facts({ now: Date.UTC(2026, 0, 16, 21, 59) }), 's').variant).toBe('fi');
    // 22:00 UTC on the 16th is already the 17th in Helsinki.
    expect(decide(r, facts({ now: Date.UTC(2026, 0, 16, 22, 0) }), 's').variant).toBe('');
    expect(decide(r, facts({ now: Date.UTC(2026, 0, 14, 21, 59) }), 's').variant).toBe('');
  });
});

describe('split', () => {
  const split = {
    id: 7,
    name: 'A/B',
    arms: [
      { variant: '', share: 50 },
      { variant: 'b', share: 50 },
    ],
  };

  test('a rule that holds comes before the split; else the same visitor keeps the arm', () => {
    const r = routing([rule('fi', [{ if: 'language', langs: ['fi'] }])], { split });
    expect(decide(r, facts({ lang: 'fi' }), 's')).toMatchObject({ variant: 'fi', split: null });
    const first = decide(r, facts({ visitor: '10.1.1.1\nphone' }), 's');
    expect(first.split?.id).toBe(7);
    for (let i = 0; i < 20; i++)
      expect(decide(r, facts({ visitor: '10.1.1.1\nphone' }), 's').variant).toBe(first.variant);
  });

  test('10,000 visitors split within 3 points of 50/50, and 20/80 as asked', () => {
    let b = 0;
    for (let i = 0; i < 10_000; i++) {
      if (
        armOfBucket(
          split.arms,
          bucketOf('secret', 7, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}\nUA ${i % 7}`),
        ) === 'b'
      )
        b++;
    }
    expect(Math.abs(b / 100 - 50)).toBeLessThanOrEqual(3);
    const arms = [
      { variant: '', share: 20 },
      { variant: 'b', share: 80 },
    ];
    expect(armOfBucket(arms, 19)).toBe('');
    expect(armOfBucket(arms, 20)).toBe('b');
  });

  test('an arm whose variant is gone shows the own content', () => {
    const r = routing([], {
      split: {
        id: 1,
        name: 'x',
        arms: [
          { variant: 'gone', share: 99 },
          { variant: '', share: 1 },
        ],
      },
      variants: [],
    });
    expect(decide(r, facts(), 's').variant).toBe('');
  });
});
