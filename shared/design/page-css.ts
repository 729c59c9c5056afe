// The CSS a company's card design adds to its pages (/p and /d): custom properties and a few rules, inline in
// the page, only on a designed page (a plain page keeps its bytes). Every value comes from a closed list or a
// checked hex colour, so nothing stored can break out of the style.
import type { CompanyDesign } from '../schemas/company-design';
import { readableOn } from './contrast';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = (color: string, fallback: string) => (HEX.test(color) ? color : fallback);

/**
 * The typefaces: Manrope is ours (self-hosted, preloaded); the others are system stacks that every phone has a
 * member of, so choosing one costs no download and no request before first paint.
 */
export const FONT_STACKS: Record<CompanyDesign['font'], string> = {
  manrope: 'Manrope,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  serif: '"Iowan Old Style","Palatino Linotype",Palatino,Georgia,"Noto Serif","DejaVu Serif",serif',
  humanist: 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif',
  mono: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
};

// The themes of layouts/Public.astro and d/_components/Layout.astro, repeated for a design that fixes one.
const LIGHT =
  '--bg:#fafafa;--card:#fff;--fg:#18181b;--muted:#5c5c66;--line:#e7e7ea;--soft:#f3f3f5;--shadow:0 1px 2px #0000000a,0 10px 28px -14px #00000029;color-scheme:light';
const DARK =
  '--bg:#262626;--card:#303033;--fg:#f4f4f5;--muted:#b4b4bb;--line:#414146;--soft:#3b3b3f;--shadow:0 10px 28px -14px #0000008c;color-scheme:dark';
/** The lightest dark surface text sits on (--soft); the dark accent is made readable on it. */
const DARK_SURFACE = '#3b3b3f';

const RADIUS: Record<CompanyDesign['buttonShape'], string | null> = {
  rounded: null,
  pill: '99rem',
  square: '.25rem',
};

/** `--accent`/`--on-accent` for the html element's style attribute (as the plain company colour gives today). */
export const designStyle = (d: CompanyDesign) =>
  `--accent:${hex(d.primary, '#262626')};--on-accent:${hex(d.onPrimary, '#ffffff')}`;

/**
 * The page's extra CSS for its design; `others` are the designs of further companies on a /p page. A /d page
 * ('d') also gets its header: the cover band (the page is otherwise headless) and the logo on the left.
 */
export function designCss(d: CompanyDesign, others: CompanyDesign[] = [], page: 'p' | 'd' = 'p'): string {
  const ink = hex(d.accent, '#262626');
  const darkInk = readableOn(ink, DARK_SURFACE);
  const rules: string[] = [];
  if (d.background === 'dark') rules.push(`:root{${DARK};--ink:${darkInk}}`);
  else {
    rules.push(`:root{--ink:${ink}}`);
    rules.push(
      d.background === 'light'
        ? `@media (prefers-color-scheme:dark){:root{${LIGHT}}}`
        : `@media (prefers-color-scheme:dark){:root{--ink:${darkInk}}}`,
    );
  }
  if (d.font !== 'manrope') rules.push(`body,.btn,input{font-family:${FONT_STACKS[d.font]}}`);
  const radius = RADIUS[d.buttonShape];
  if (radius) rules.push(`.btn,.qi,.wb,input{border-radius:${radius}}`);
  if (d.buttonFill === 'outline') {
    rules.push('.main,.btn.main,.qi{background:var(--card);color:var(--ink);border:2px solid var(--ink)}');
  }
  rules.push('.ri,.links .btn,.rich a{color:var(--ink)}');
  const placements = new Set([d, ...others].map((o) => o.logoPlacement));
  if (placements.has('center')) rules.push('.co.center{flex-direction:column;text-align:center}');
  if (page === 'd') {
    rules.push(
      '.cover{height:8rem;margin:-1.5rem -1rem 0;background:linear-gradient(160deg,var(--accent),color-mix(in srgb,var(--accent) 65%,#000))}.cover img{display:block;width:100%;height:100%;object-fit:cover}.top{margin-top:1.25rem}.top.left{text-align:left}.top.left .logo{margin:0 0 .75rem}',
    );
  }
  // The logo is a mark on the cover: `.cover .cl` outranks the cover picture's `.cover img` (full size, block),
  // which plain `.cl` did not, and then the logo was drawn across the cover, 1rem wider than the page (issue 28).
  if (d.logoPlacement === 'cover') {
    rules.push(
      '.cover{position:relative}.cover .cl{position:absolute;left:1rem;top:1rem;width:4.5rem;height:4.5rem;padding:.35rem;border-radius:.9rem;background:#fff;object-fit:contain;box-shadow:var(--shadow)}',
    );
  }
  return rules.join('');
}
