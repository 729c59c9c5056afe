import { BACKGROUND_LAYOUTS } from '@shared/schemas/signatures';
import sharp from 'sharp';
import { type Figure, median, percentile, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const RUNS = 30;

/** Milliseconds from request to the last byte of the image, RUNS times after 3 warm-up requests. */
async function timings(url: string, cookie: string) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push(await once());
  return ms;
}

/**
 * A video-call background (1920×1080, made on the server with sharp) beside the plain QR code PNG of the same
 * card, one request at a time, in one run. Budget: a background in ≤ 300 ms p50. The cover layout reads and
 * scales a 2400×1350 photo-like cover picture, the heaviest case.
 */
export default defineScenario({
  name: 'backgrounds',
  description: `video-call background vs plain QR PNG, ${RUNS} sequential requests each`,
  async run(ctx) {
    const scenario = 'backgrounds';
    const [account] = await ctx.createAccounts(1, 'bg');
    const cookie = await ctx.login(account);
    const base = `${ctx.server.url}/api/v1`;
    // Blurred noise: detail like a photograph's (a flat colour would flatter the PNG encoder).
    const cover = await sharp({
      create: {
        width: 2400,
        height: 1350,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .blur(6)
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('cover', new File([new Uint8Array(cover)], 'cover.jpg', { type: 'image/jpeg' }));
    const upload = await fetch(`${base}/users/me`, { method: 'PATCH', headers: { cookie }, body: form });
    if (!upload.ok) throw new Error(`cover upload: ${upload.status} ${await upload.text()}`);
    const list = await fetch(`${base}/profiles`, { headers: { cookie } });
    const profiles = ((await list.json()) as { data: { shortId: string; isActive: boolean }[] }).data;
    const profile = profiles.find((p) => p.isActive)!.shortId;

    const qr = await timings(`${base}/profiles/${profile}/qr.png?size=1024`, cookie);
    const figures: Figure[] = [
      { scenario, metric: 'plain QR PNG 1024 px p50', value: round(median(qr), 1), unit: 'ms' },
    ];
    for (const layout of BACKGROUND_LAYOUTS) {
      const ms = await timings(`${base}/profiles/${profile}/background.png?layout=${layout}`, cookie);
      figures.push(
        {
          scenario,
          metric: `background ${layout} PNG p50`,
          value: round(median(ms), 1),
          unit: 'ms',
          note: `p90 ${round(percentile(ms, 90), 1)} ms; budget ≤ 300 ms p50`,
        },
        {
          scenario,
          metric: `background ${layout} ÷ plain QR`,
          value: round(median(ms) / median(qr), 1),
          unit: '×',
        },
      );
    }
    return figures;
  },
});
