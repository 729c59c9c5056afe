// The report's chart: daily views of the period (brand teal, filled) over the period before (grey, dashed), drawn
// as SVG and sent as a PNG (mail clients do not show SVG). No text in the image: fonts differ between servers, and
// the legend in the mail's text is read by screen readers and translated.
import sharp from 'sharp';
import { MAIL_COLORS } from '../../platform/mail-layout';

export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 200;
const PAD = 12;

function points(values: number[], length: number, max: number) {
  const step = (CHART_WIDTH - 2 * PAD) / Math.max(1, length - 1);
  return values.map((v, i) => {
    const x = PAD + i * step;
    const y = CHART_HEIGHT - PAD - (v / max) * (CHART_HEIGHT - 2 * PAD);
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
}

export function chartSvg(current: number[], previous: number[]) {
  const length = Math.max(current.length, previous.length);
  const max = Math.max(1, ...current, ...previous);
  const line = (values: number[]) =>
    points(values, length, max)
      .map(([x, y]) => `${x},${y}`)
      .join(' ');
  const now = points(current, length, max);
  const area = `${PAD},${CHART_HEIGHT - PAD} ${line(current)} ${now[now.length - 1]?.[0] ?? PAD},${CHART_HEIGHT - PAD}`;
  const grid = [0.25, 0.5, 0.75, 1]
    .map((f) => {
      const y = Math.round(CHART_HEIGHT - PAD - f * (CHART_HEIGHT - 2 * PAD));
      return `<line x1="${PAD}" y1="${y}" x2="${CHART_WIDTH - PAD}" y2="${y}" stroke="#e5e5e5" stroke-width="1"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">
<rect width="100%" height="100%" fill="#ffffff"/>${grid}
<line x1="${PAD}" y1="${CHART_HEIGHT - PAD}" x2="${CHART_WIDTH - PAD}" y2="${CHART_HEIGHT - PAD}" stroke="#a3a3a3" stroke-width="1"/>
<polyline points="${line(previous)}" fill="none" stroke="#a3a3a3" stroke-width="2" stroke-dasharray="6 4"/>
<polygon points="${area}" fill="${MAIL_COLORS.brand}" fill-opacity="0.12"/>
<polyline points="${line(current)}" fill="none" stroke="${MAIL_COLORS.brand}" stroke-width="3" stroke-linejoin="round"/>
</svg>`;
}

/** The chart as PNG at twice its size, so it stays sharp on high-density screens. */
export const chartPng = (current: number[], previous: number[]) =>
  sharp(Buffer.from(chartSvg(current, previous)), { density: 144 })
    .png()
    .toBuffer();
