import { createTag, fiveTextAndLinkModules, tagOwner } from '../lib/dynatags';
import { BROWSER, pageVsBare, sentBytes } from '../lib/page-vs-bare';
import { round } from '../lib/report';
import { defineScenario } from '../lib/scenario';
import { withViewHistory } from '../lib/view-history';

const BUDGET_KB = 14;

/**
 * /d/{shortId} of a tag of five text and link modules (no island), answered from the page cache, against the
 * same answer from a bare Bun.serve: ≥ 90 % of its requests per second (DESIGN §9), every scan counted (as on /c
 * and /p); HTML + CSS ≤ 14 KB compressed; no JavaScript at all.
 */
export default defineScenario({
  name: 'dynatag-page',
  description: 'GET /d/{shortId} (page cache) vs the same answer from a bare Bun.serve',
  async run(ctx) {
    const scenario = 'dynatag-page';
    const { server } = ctx;
    const { cookie, companyShortId } = await tagOwner(server, 'dynatagpage');
    const tag = await createTag(server, cookie, companyShortId, {
      name: 'Nordbygg stand',
      label: 'Nordvik at Nordbygg',
      modules: fiveTextAndLinkModules(),
    });
    const pageUrl = `${server.url}/d/${tag.id}`;
    let html = '';
    for (let i = 0; i < 3; i++) {
      const res = await fetch(pageUrl, { headers: BROWSER });
      html = await res.text();
      if (res.status !== 200) throw new Error(`GET /d/${tag.id} answered ${res.status}: ${html}`);
    }
    await withViewHistory(server);
    const figures = await pageVsBare(ctx, scenario, 'GET /d/{shortId}', pageUrl);
    const sizes = await sentBytes(pageUrl);
    const scripts = [...html.matchAll(/<script\b/gi)].length;
    const htmlCssKb = round(Bun.gzipSync(new TextEncoder().encode(html)).byteLength / 1024, 2);
    const kb = (bytes: number) => round(bytes / 1024, 2);
    return [
      ...figures,
      {
        scenario,
        metric: '/d sent: brotli · gzip · identity',
        value: kb(sizes.br),
        unit: 'KB',
        note: `gzip ${kb(sizes.gzip)} KB, identity ${kb(sizes.identity)} KB`,
      },
      {
        scenario,
        metric: 'HTML + CSS, gzip',
        value: htmlCssKb,
        unit: 'KB',
        note: `target ≤ ${BUDGET_KB} KB: ${htmlCssKb <= BUDGET_KB ? 'met' : 'MISSED'}; ${html.length.toLocaleString('en-US')} B uncompressed`,
      },
      {
        scenario,
        metric: 'scripts on the page',
        value: scripts,
        unit: '',
        note: scripts === 0 ? 'target none: met' : 'target none: MISSED',
      },
    ];
  },
});
