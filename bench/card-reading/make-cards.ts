// bun bench/card-reading/make-cards.ts [--manifest] [--out DIR]
// Draws the business cards of manifest.json as pictures: each card's clean picture (85 × 55 mm at 300 dpi,
// 1004 × 650 px; a front and a back for two-sided cards), drawn by Debian's Chromium through Playwright, and a
// 'poor photo' of each (degrade.ts). Six layouts (left-aligned, centred, two columns, logo and text, dark,
// a coloured band) and seven fonts.
//
//   --manifest   first write manifest.json anew from the seeded pools (cards.ts); the pictures follow it
//   --out DIR    where the pictures go (default bench/card-reading/.cards, which git ignores)
//
// bench/card-reading.ts calls drawCards() itself when the pictures are missing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { type CardSpec, type ContactLine, makeCards } from './cards';
import { degrade } from './degrade';

export const MANIFEST = join(import.meta.dir, 'manifest.json');
export const DEFAULT_OUT = join(import.meta.dir, '.cards');
const ROOT = join(import.meta.dir, '..', '..');

export type Manifest = { seed: number; cards: CardSpec[] };

export const readManifest = (): Manifest => JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The picture files of a card: the clean side(s) and the poor photo(s), side by side. */
export const picturesOf = (card: CardSpec, dir: string) => ({
  clean: card.back
    ? [join(dir, `${card.id}-front.png`), join(dir, `${card.id}-back.png`)]
    : [join(dir, `${card.id}.png`)],
  poor: card.back
    ? [join(dir, `${card.id}-front-poor.jpg`), join(dir, `${card.id}-back-poor.jpg`)]
    : [join(dir, `${card.id}-poor.jpg`)],
});

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function manropeFace() {
  const file = join(ROOT, 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');
  const data = readFileSync(file).toString('base64');
  return `@font-face{font-family:'Manrope';font-weight:200 800;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
}

const initials = (company: string) =>
  company
    .replace(/\b(AB|Oy|Oyj|Ab|Ltd|Inc\.?|GmbH|AS|ApS|HB|KB)\b/g, '')
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

function logo(card: CardSpec, size: number) {
  const { accent, bg } = card.colours;
  const round = card.id.charCodeAt(card.id.length - 1) % 2 === 0;
  const shape = round
    ? `<circle cx="50" cy="50" r="48" fill="${accent}"/>`
    : `<rect x="4" y="4" width="92" height="92" rx="14" fill="${accent}"/>`;
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100">${shape}<text x="50" y="64" font-size="40" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" fill="${bg}">${esc(initials(card.company))}</text></svg>`;
}

const line = (c: ContactLine, accent: string) =>
  c.label ? `<span style="color:${accent}">${esc(c.label)}</span> ${esc(c.value)}` : esc(c.value);

/** The front of a card (and its back when it has one) as HTML. */
function sides(card: CardSpec): string[] {
  const { bg, fg, accent } = card.colours;
  const onFront = card.back
    ? card.contacts.filter(
        (c) => !/^(https?:\/\/)?(www\.)?[a-z0-9-]+\.[a-z.]+$/.test(c.value) || c.value.includes('@'),
      )
    : card.contacts;
  const company = card.back ? '' : esc(card.company);
  const contacts = onFront.map((c) => `<div>${line(c, accent)}</div>`).join('');
  const address = card.address.map((a) => `<div>${esc(a)}</div>`).join('');
  const name = `<div class="name">${esc(card.name)}</div>`;
  const title = `<div class="title">${esc(card.title)}</div>`;
  let front: string;
  switch (card.layout) {
    case 'left':
      front = `<div class="pad col">${company ? `<div class="company" style="color:${accent}">${company}</div>` : ''}<div class="gap"></div>${name}${title}<div class="gap"></div><div class="small">${contacts}${address}</div></div>`;
      break;
    case 'centred': {
      const joined = onFront.map((c) => line(c, accent));
      const rows = [
        joined.slice(0, 2).join(' &nbsp;|&nbsp; '),
        joined.slice(2).join(' &nbsp;|&nbsp; '),
      ].filter(Boolean);
      front = `<div class="pad col center">${company ? `<div class="company">${company}</div>` : ''}<div class="gap"></div>${name}${title}<div class="rule" style="background:${accent}"></div><div class="small">${rows.map((r) => `<div>${r}</div>`).join('')}${card.address.length ? `<div>${esc(card.address.join(', '))}</div>` : ''}</div></div>`;
      break;
    }
    case 'two-column':
      front = `<div class="pad row two"><div class="col half">${name}${title}<div class="gap"></div>${company ? `<div class="company" style="color:${accent}">${company}</div>` : ''}</div><div class="col half small right-col" style="border-left:4px solid ${accent}">${contacts}<div style="height:18px"></div>${address}</div></div>`;
      break;
    case 'logo':
      front = `<div class="pad row"><div class="logo-col">${logo(card, 210)}</div><div class="col grow">${company ? `<div class="company">${company}</div>` : ''}<div class="gap"></div>${name}${title}<div class="gap"></div><div class="small">${contacts}${address}</div></div></div>`;
      break;
    case 'dark':
      front = `<div class="pad col">${name.replace('class="name"', `class="name" style="color:${accent}"`)}${title}<div class="gap"></div><div class="small">${contacts}${address}</div><div class="gap"></div>${company ? `<div class="company">${company}</div>` : ''}</div>`;
      break;
    default:
      front = `<div class="band" style="background:${accent};color:${bg}">${company || '&nbsp;'}</div><div class="pad col" style="padding-top:30px;padding-bottom:44px;height:calc(100% - 120px)">${name}${title}<div class="gap"></div><div class="row small"><div class="half">${contacts}</div><div class="half">${address}</div></div></div>`;
  }
  const style = `<style>${card.font === 'Manrope' ? manropeFace() : ''}
    *{box-sizing:border-box;margin:0}
    body{margin:0;background:#888}
    .card{width:1004px;height:650px;background:${bg};color:${fg};font-family:'${card.font}';overflow:hidden;position:relative}
    .pad{padding:64px 72px;height:100%}
    .col{display:flex;flex-direction:column}
    .row{display:flex;flex-direction:row;gap:48px}
    .center{align-items:center;text-align:center}
    .gap{flex:1}
    .half{flex:1;min-width:0}
    .grow{flex:1}
    .right-col{padding-left:40px;justify-content:center}
    .logo-col{display:flex;align-items:center}
    .name{font-size:56px;font-weight:700;line-height:1.15}
    .name,.title,.company,.small div,.band{white-space:nowrap;max-width:100%;min-width:0;overflow:hidden}
    .two .name{font-size:46px}
    .two .half:last-child{flex:1.3}
    .title{font-size:33px;margin-top:6px}
    .company{font-size:36px;font-weight:600}
    .small{font-size:28px;line-height:1.45}
    .rule{width:120px;height:4px;margin:22px 0}
    .band{height:120px;padding:0 72px;display:flex;align-items:center;font-size:40px;font-weight:700}
  </style>`;
  const pages = [`${style}<div class="card" id="card">${front}</div>`];
  if (card.back) {
    const web = card.contacts.find((c) => !c.value.includes('@') && /\.[a-z]{2,}$/.test(c.value));
    pages.push(
      `${style}<div class="card" id="card"><div class="pad col center" style="justify-content:center;gap:28px">${logo(card, 200)}<div class="company" style="font-size:46px">${esc(card.company)}</div>${web ? `<div class="small">${esc(web.value)}</div>` : ''}</div></div>`,
    );
  }
  return pages;
}

/** Draws every card of the manifest into `out` (clean PNGs and poor JPEGs); returns the folder. */
export async function drawCards(out = DEFAULT_OUT, manifest = readManifest()) {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1004, height: 650 } });
    for (const [i, card] of manifest.cards.entries()) {
      const files = picturesOf(card, out);
      for (const [side, html] of sides(card).entries()) {
        await page.setContent(
          `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}</body></html>`,
        );
        await page.evaluate(async () => {
          await document.fonts.ready;
          // A line too long for its place is set smaller, as a designer would, rather than wrapped or cut.
          for (const el of document.querySelectorAll<HTMLElement>('.name,.title,.company,.small div,.band')) {
            let size = Number.parseFloat(getComputedStyle(el).fontSize);
            while (el.scrollWidth > el.clientWidth + 1 && size > 14) {
              size -= 1;
              el.style.fontSize = `${size}px`;
            }
          }
        });
        const clean = await page.locator('#card').screenshot({ type: 'png' });
        writeFileSync(files.clean[side], clean);
        writeFileSync(
          files.poor[side],
          await degrade(clean, card.poor, manifest.seed * 1000 + i * 10 + side),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : DEFAULT_OUT;
  if (args.includes('--manifest') || !existsSync(MANIFEST)) {
    const seed = 31;
    writeFileSync(MANIFEST, `${JSON.stringify({ seed, cards: makeCards(36, seed) }, null, 2)}\n`);
    console.log(`wrote ${MANIFEST}`);
  }
  const started = performance.now();
  await drawCards(out);
  console.log(
    `drew ${readManifest().cards.length} cards into ${out} in ${Math.round(performance.now() - started)} ms`,
  );
}
