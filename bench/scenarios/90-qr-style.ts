import { PLAIN_QR_STYLE, type QrStyle } from '@shared/schemas/qr-style';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { renderQrPng } from '../../api/src/platform/qr-style/render';
import { median, percentile, round } from '../lib/report';
import { defineScenario } from '../lib/scenario';

const RUNS = 40;
const WIDTH = 1024;
const LINK = 'https://dynacard.se/p/abcd1234xy?s=q';

async function timed(make: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await make(); // warm-up: sharp's and librsvg's first calls load code
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await make();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A styled QR PNG of 1024 px (budget: ≤ 100 ms p50), side by side with the plain one the API made before
 * (qrcode's own PNG writer), in this process: the figure is the renderer's, not the network's.
 */
export default defineScenario({
  name: 'qr-style',
  description: `styled vs plain QR PNG of ${WIDTH} px, ${RUNS} each`,
  async run() {
    const scenario = 'qr-style';
    const logo = {
      png: new Uint8Array(
        await sharp({ create: { width: 256, height: 256, channels: 4, background: '#e63946' } })
          .png()
          .toBuffer(),
      ),
    };
    const styled: QrStyle = {
      ...PLAIN_QR_STYLE,
      foreground: '#1d3557',
      modules: 'dots',
      eyes: 'circle',
      logo: true,
      frame: 'scanMe',
    };
    const plain = await timed(() =>
      QRCode.toBuffer(LINK, { errorCorrectionLevel: 'M', margin: 4, type: 'png', width: WIDTH }),
    );
    const fancy = await timed(() => renderQrPng({ link: LINK, style: styled, logo }, WIDTH));
    const square = await timed(() => renderQrPng({ link: LINK, style: PLAIN_QR_STYLE }, WIDTH));
    const figures = (label: string, times: number[]) => [
      { scenario, metric: `${label} p50`, value: round(median(times), 1), unit: 'ms' },
      { scenario, metric: `${label} p95`, value: round(percentile(times, 95), 1), unit: 'ms' },
    ];
    return [
      ...figures('plain QR PNG (qrcode, before)', plain),
      ...figures('styled renderer, plain style', square),
      ...figures('styled QR PNG (dots, circle eyes, logo, frame)', fancy),
    ];
  },
});
