// WCAG 2 contrast of two colours, shared by the API (which refuses a design below AA) and the design form
// (which says so before saving). Pure, no dependencies.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The 0–255 channels of #rgb or #rrggbb. */
function channels(color: string): [number, number, number] {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function luminance(color: string): number {
  const [r, g, b] = channels(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours, 1 … 21; 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  if (!HEX.test(a) || !HEX.test(b)) return 1;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/** The ratio rounded down to one decimal, as a message shows it (4.48 → "4.4", never rounded up to pass). */
export const shownRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

const toHex = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');

/**
 * `color` made readable on `background`: itself when it already has AA contrast, else mixed step by step
 * toward white (dark backgrounds) or black (light ones) until it does. Derives a design's dark-theme
 * accent from the light one.
 */
export function readableOn(color: string, background: string): string {
  if (!HEX.test(color) || !HEX.test(background)) return color;
  const toward = luminance(background) < 0.5 ? 255 : 0;
  const [r, g, b] = channels(color);
  for (let step = 0; step <= 20; step++) {
    const f = step / 20;
    const mixed = `#${[r, g, b].map((v) => toHex(v + (toward - v) * f)).join('')}`;
    if (contrastRatio(mixed, background) >= AA_TEXT) return mixed;
  }
  return toward ? '#ffffff' : '#000000';
}
