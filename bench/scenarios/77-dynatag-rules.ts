import { createTag, fiveTextAndLinkModules, tagOwner } from '../lib/dynatags';
import { BROWSER } from '../lib/page-vs-bare';
import { median, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const TARGET = 0.95;
const ROUNDS = 3;

/** Five rules of the kinds a cached page decides (language, time, device, source, query), none holding for a phone's browser in Swedish. */
const FIVE_RULES = [
  { key: 'fi', name: 'Finnish', when: [{ if: 'language', langs: ['fi'] }], outcome: { variant: 'b' } },
  {
    key: 'night',
    name: 'Finnish at any hour',
    when: [
      { if: 'time', days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' },
      { if: 'language', langs: ['fi'] },
    ],
    outcome: { variant: 'b' },
  },
  { key: 'desk', name: 'Desktop', when: [{ if: 'device', devices: ['desktop'] }], outcome: { variant: 'b' } },
  { key: 'tap', name: 'NFC', when: [{ if: 'source', sources: ['nfc'] }], outcome: { variant: 'b' } },
  { key: 'camp', name: 'Campaign', when: [{ if: 'query', name: 'campaign' }], outcome: { variant: 'b' } },
];

/**
 * Issue 34: what a rule decision costs the cached page. /d of a tag with five rules that are all evaluated (none
 * holds for the requests) ÷ /d of the same tag with none, both with the same variant (each visit counted on its
 * version as well), as a phone's browser asks, in alternating pairs in one run: target ≥ 0.95.
 */
export default defineScenario({
  name: 'dynatag-rules',
  description: 'GET /d/{shortId} (page cache) with five rules vs the same tag with none',
  async run(ctx) {
    const scenario = 'dynatag-rules';
    const { server } = ctx;
    const { cookie, companyShortId } = await tagOwner(server, 'dynatagrules');
    const variants = [{ key: 'b', name: 'B', modules: fiveTextAndLinkModules() }];
    const fields = { label: 'Nordvik at Nordbygg', modules: fiveTextAndLinkModules(), variants };
    const ruled = await createTag(server, cookie, companyShortId, {
      name: 'Ruled',
      ...fields,
      rules: FIVE_RULES,
    });
    const plain = await createTag(server, cookie, companyShortId, { name: 'Plain', ...fields });
    const urls = { ruled: `${server.url}/d/${ruled.id}`, plain: `${server.url}/d/${plain.id}` };
    for (const url of Object.values(urls)) {
      for (let i = 0; i < 3; i++) {
        const res = await fetch(url, { headers: BROWSER });
        const html = await res.text();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${html}`);
        if (!html.includes('Nordvik at Nordbygg')) throw new Error(`${url} did not show the own content`);
      }
    }
    const seconds = Math.max(3, Math.round(ctx.seconds / 2));
    const rps: Record<'ruled' | 'plain', number[]> = { ruled: [], plain: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const side of ['plain', 'ruled'] as const) {
        const result = await ctx.load({
          url: urls[side],
          headers: BROWSER,
          seconds,
          connections: ctx.connections,
        });
        rps[side].push(result.rps);
      }
    }
    const ratios = rps.ruled.map((r, i) => r / rps.plain[i]).sort((a, b) => a - b);
    const ratio = round(median(ratios), 2);
    return [
      {
        scenario,
        metric: 'GET /d with five rules (cached, counted)',
        value: round(median(rps.ruled), 0),
        unit: 'req/s',
      },
      {
        scenario,
        metric: 'GET /d with none (cached, counted)',
        value: round(median(rps.plain), 0),
        unit: 'req/s',
      },
      {
        scenario,
        metric: 'five rules ÷ none throughput',
        value: ratio,
        unit: '×',
        note: `target ≥ ${TARGET}: ${ratio >= TARGET ? 'met' : 'MISSED'} (min/median/max of ${ROUNDS} alternating pairs: ${ratios.map((r) => r.toFixed(2)).join(' / ')})`,
      },
    ];
  },
});
