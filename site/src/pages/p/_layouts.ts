// The card page's layouts and portrait shapes (issue 32) as CSS added after the page's own (layouts/Public.astro)
// and the company design's. Only the chosen layout's rules travel with a page, and the default (centred, round
// portrait) adds nothing: a page that chose nothing keeps its bytes. Pure CSS on the same markup (plus a class
// on <body>); everything reads the theme's custom properties, so each layout works light, dark and designed.
import type { CardLayout, PortraitShape } from '@shared/schemas/card-look';

/** The card-like panel the person sits on in the cover and columns layouts. */
const PANEL =
  'background:var(--card);border:1px solid var(--line);border-radius:1.5rem;box-shadow:var(--shadow)';

const LAYOUTS: Record<CardLayout, string> = {
  centred: '',
  // A tall full-bleed cover; the person on a panel over its lower part, a larger portrait over the panel's edge.
  cover: [
    '.l-cover .cover{height:16rem}',
    '.l-cover main{position:relative;margin-top:-4.5rem}',
    `.l-cover .hero{padding:0 1.25rem 1.5rem;${PANEL}}`,
    '.l-cover .hero .avatar{width:9rem;height:9rem;margin-top:-4.5rem;font-size:3rem}',
    '@media (min-width:37.5rem){.l-cover .cover{height:24rem}.l-cover main{margin-top:-6rem}}',
  ].join(''),
  // Two columns on a wide screen: the person, the quick actions and the buttons on a panel that stays in view
  // on the left, the contact details and the companies on the right. A phone gets today's single column.
  columns: [
    '@media (min-width:60rem){',
    '.l-columns .cover{height:12rem}',
    '.l-columns main{max-width:70rem;display:grid;grid-template-columns:minmax(0,25rem) minmax(0,1fr);column-gap:2.5rem;align-items:start}',
    `.l-columns .hero{grid-column:1;grid-row:1/span 40;position:sticky;top:1.5rem;padding:0 1.5rem 1.5rem;${PANEL}}`,
    '.l-columns main>:not(.hero){grid-column:2}',
    '.l-columns main>.card{margin-top:1.5rem}',
    '}',
  ].join(''),
  // Text first: no cover, a small portrait beside the name, everything left-aligned, sections divided by lines.
  minimal: [
    '.l-minimal main{max-width:38rem;padding-top:2.5rem}',
    '.l-minimal .hero{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:1rem;align-items:center;text-align:left}',
    '.l-minimal .hero>*{grid-column:1/-1}',
    '.l-minimal .hero>.avatar{grid-column:1;grid-row:span 2;width:4.5rem;height:4.5rem;margin:0;border:0;font-size:1.5rem;box-shadow:none}',
    '.l-minimal .hero>h1,.l-minimal .hero>.sub{grid-column:2}',
    '.l-minimal h1{margin:0;font-size:2.1rem}',
    '.l-minimal .quick,.l-minimal .hero .social{justify-content:flex-start}',
    '.l-minimal .card{padding:1.25rem 0;border-width:1px 0 0;border-radius:0;background:none;box-shadow:none}',
    '.l-minimal footer{text-align:left}',
  ].join(''),
};

const SHAPES: Record<PortraitShape, string> = {
  circle: '',
  rounded: '.s-rounded .avatar{border-radius:22%}',
  square: '.s-square .avatar{border-radius:0}',
};

/** The classes of <body> for a layout and a shape; undefined for the default (no attribute at all). */
export const lookClass = (layout: CardLayout, shape: PortraitShape) =>
  [layout !== 'centred' && `l-${layout}`, shape !== 'circle' && `s-${shape}`].filter(Boolean).join(' ') ||
  undefined;

/** The CSS of a layout and a shape (empty for the default). */
export const lookCss = (layout: CardLayout, shape: PortraitShape) => LAYOUTS[layout] + SHAPES[shape];
