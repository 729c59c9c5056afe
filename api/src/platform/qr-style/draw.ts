// A styled QR code drawn once as geometry (issue 21): one even-odd path of the dark parts (modules and eyes), the
// cleared centre for a logo, and an optional frame with a call to action. The SVG, PNG and PDF downloads and the
// card's print file are all made from this one drawing, so they cannot disagree.
import type { QrStyle } from '@shared/schemas/qr-style';
import QRCode from 'qrcode';

/** Modules of light margin around the code (the QR standard asks for 4). */
export const QUIET = 4;
/** The logo's square takes this share of the code's side (≈ 9 % of its area), well inside what level H recovers. */
const LOGO_SIDE = 0.3;
/** The frame's border and the height of its label band, in modules. */
const FRAME_BORDER = 1.5;
const LABEL_BAND = 7;

const n2 = (v: number) => Number(v.toFixed(3)).toString();

export type QrDrawing = {
  /** The whole picture's width and height in module units (code, quiet zone and frame). */
  width: number;
  height: number;
  /** Where the code's light square (quiet zone included) sits, and its side. */
  code: { x: number; y: number; side: number };
  /** The dark parts as one path (holes run counter-clockwise: either fill rule draws it right). */
  dark: string;
  /** The cleared centre square for the logo, if any. */
  logo?: { x: number; y: number; side: number };
  /** The frame's label: its centre line and font size, in module units. */
  label?: { text: string; cx: number; baseline: number; fontSize: number };
  /** The number of modules per side (the QR version's). */
  modules: number;
};

type Corners = [number, number, number, number];

/**
 * A rectangle with each corner's own radius (top-left, top-right, bottom-right, bottom-left). Clockwise by
 * default; a hole is drawn counter-clockwise, so the non-zero fill rule (the only one pdf-lib's paths know)
 * leaves it open, as even-odd does.
 */
function roundedRect(
  x: number,
  y: number,
  w: number,
  h: number,
  [tl, tr, br, bl]: Corners,
  hole = false,
): string {
  const sweep = hole ? 0 : 1;
  const arc = (r: number, dx: number, dy: number) =>
    r ? `a${n2(r)} ${n2(r)} 0 0 ${sweep} ${n2(dx)} ${n2(dy)}` : '';
  if (hole)
    return (
      `M${n2(x + tl)} ${n2(y)}${arc(tl, -tl, tl)}v${n2(h - tl - bl)}${arc(bl, bl, bl)}` +
      `h${n2(w - bl - br)}${arc(br, br, -br)}v${n2(-(h - br - tr))}${arc(tr, -tr, -tr)}z`
    );
  return (
    `M${n2(x + tl)} ${n2(y)}h${n2(w - tl - tr)}${arc(tr, tr, tr)}v${n2(h - tr - br)}${arc(br, -br, br)}` +
    `h${n2(-(w - br - bl))}${arc(bl, -bl, -bl)}v${n2(-(h - bl - tl))}${arc(tl, tl, -tl)}z`
  );
}

/** A circle; clockwise, or counter-clockwise for a hole. */
function circle(cx: number, cy: number, r: number, hole = false): string {
  const s = hole ? 0 : 1;
  return `M${n2(cx - r)} ${n2(cy)}a${n2(r)} ${n2(r)} 0 1 ${s} ${n2(2 * r)} 0a${n2(r)} ${n2(r)} 0 1 ${s} ${n2(-2 * r)} 0z`;
}

/** One finder pattern ("eye"): a 7-module ring around a 3-module ball, at the given top-left corner. */
function eye(x: number, y: number, shape: QrStyle['eyes']): string {
  const c = (r: number, hole = false) => circle(x + 3.5, y + 3.5, r, hole);
  if (shape === 'circle') return c(3.5) + c(2.5, true) + c(1.5);
  const r = shape === 'rounded' ? 1 : 0;
  const ri = shape === 'rounded' ? 0.6 : 0;
  return (
    roundedRect(x, y, 7, 7, [2 * r, 2 * r, 2 * r, 2 * r]) +
    roundedRect(x + 1, y + 1, 5, 5, [r, r, r, r], true) +
    roundedRect(x + 2, y + 2, 3, 3, [ri, ri, ri, ri])
  );
}

const inEye = (row: number, col: number, n: number) =>
  (row < 7 && col < 7) || (row < 7 && col >= n - 7) || (row >= n - 7 && col < 7);

/** The "Scan me" call to action per language; the owner's own words replace it for the custom frame. */
export const SCAN_ME = { sv: 'Skanna mig', en: 'Scan me', fi: 'Skannaa minut' } as const;
export type QrLang = keyof typeof SCAN_ME;

/** Draws the QR code of `link` in `style`. Level H when a logo covers the centre, else Q (as the print file had). */
export function drawQr(link: string, style: QrStyle, lang: QrLang = 'en'): QrDrawing {
  const logo = style.logo;
  const { modules } = QRCode.create(link, { errorCorrectionLevel: logo ? 'H' : 'Q' });
  const n = modules.size;
  const side = n + 2 * QUIET;
  const frame = style.frame !== 'none';
  const ox = frame ? FRAME_BORDER : 0;
  const oy = ox;
  const at = (v: number) => v + QUIET;

  // The logo's square sits on whole modules and on the centre module, so the code stays symmetric around it.
  let cleared: { from: number; to: number } | undefined;
  if (logo) {
    let span = Math.round(n * LOGO_SIDE);
    if (span % 2 === 0) span++;
    const from = (n - span) / 2;
    cleared = { from, to: from + span };
  }
  const isCleared = (row: number, col: number) =>
    !!cleared && row >= cleared.from && row < cleared.to && col >= cleared.from && col < cleared.to;
  const dark = (row: number, col: number) =>
    row >= 0 &&
    col >= 0 &&
    row < n &&
    col < n &&
    !!modules.get(row, col) &&
    !inEye(row, col, n) &&
    !isCleared(row, col);

  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; ) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const x = ox + at(col);
      const y = oy + at(row);
      if (style.modules === 'square') {
        // Runs of a row as one rectangle: a smaller file, and no hairline seams between modules.
        let end = col;
        while (dark(row, end)) end++;
        d += `M${x} ${y}h${end - col}v1h${col - end}z`;
        col = end;
        continue;
      }
      if (style.modules === 'dots') d += circle(x + 0.5, y + 0.5, 0.48);
      else {
        // Rounded: a corner is rounded where neither neighbour beside it is dark, so runs read as soft blobs.
        const up = dark(row - 1, col);
        const down = dark(row + 1, col);
        const left = dark(row, col - 1);
        const right = dark(row, col + 1);
        const r = 0.5;
        d += roundedRect(x, y, 1, 1, [
          up || left ? 0 : r,
          up || right ? 0 : r,
          down || right ? 0 : r,
          down || left ? 0 : r,
        ]);
      }
      col++;
    }
  }
  for (const [row, col] of [
    [0, 0],
    [0, n - 7],
    [n - 7, 0],
  ] as const)
    d += eye(ox + at(col), oy + at(row), style.eyes);

  const drawing: QrDrawing = {
    width: side + 2 * ox,
    height: side + 2 * oy,
    code: { x: ox, y: oy, side },
    dark: d,
    modules: n,
  };
  if (cleared) {
    const span = cleared.to - cleared.from;
    drawing.logo = { x: ox + at(cleared.from), y: oy + at(cleared.from), side: span };
  }
  if (frame) {
    const text = (style.frame === 'custom' ? style.frameText.trim() : '') || SCAN_ME[lang];
    drawing.height = side + FRAME_BORDER + LABEL_BAND;
    // Long words get a smaller font, so up to 30 characters fit the band's width.
    const fontSize = Math.min(LABEL_BAND * 0.6, (side * 1.6) / Math.max(text.length, 1));
    drawing.label = {
      text,
      cx: drawing.width / 2,
      baseline: side + FRAME_BORDER + LABEL_BAND / 2 + fontSize * 0.35,
      fontSize,
    };
  }
  return drawing;
}
