// bun bench/card-reading.ts — how well and how fast the server reads paper business cards (issue 31).
// Reads every card of bench/card-reading/manifest.json twice, its clean picture(s) and its 'poor photo(s)'
// (make-cards.ts draws them into bench/card-reading/.cards when missing), with the reader the leads module uses
// (one worker, as on the 2-core server), and prints the share of fields read exactly, per field, for clean and
// poor cards, and the time per card (p50/p95). Targets (issue 31): ≥ 90 % clean, ≥ 75 % poor, ≤ 3 s per card.
// Not part of `bun test`: figures depend on the machine (and on what else runs on it).
//
//   --redraw            draw the pictures again first
//   --only card-01,…    read only these cards
//   --misses            list every field read wrong (expected → read)
//   --cards DIR         read pictures from DIR (default bench/card-reading/.cards)
//
// A field is scored where the card prints it: name, title, company, phone (every number, international, and
// no other), e-mail, web. A field read on a card that has none counts as 'spurious' (shown, not scored).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CardFields,
  createCardReader,
  emptyFields,
} from '../api/src/modules/leads/card-reading/bench-kit';
import type { CardSpec, Expected } from './card-reading/cards';
import { DEFAULT_OUT, drawCards, picturesOf, readManifest } from './card-reading/make-cards';
import { machine, percentile, round } from './lib/report';

const FIELDS = ['name', 'title', 'company', 'phone', 'e-mail', 'web'] as const;
type Field = (typeof FIELDS)[number];

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const dir = arg('--cards') ?? DEFAULT_OUT;
const only = arg('--only')?.split(',');
const showMisses = args.includes('--misses');

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Per field: null where the card does not print it, else whether it was read exactly. */
function score(expected: Expected, read: CardFields): Record<Field, boolean | null> {
  const text = (e: string, r: string) => (e ? e === r : null);
  return {
    name: text(expected.fullName, read.fullName),
    title: text(expected.title, read.title),
    company: text(expected.company, read.company),
    phone: expected.phones.length ? sameSet(expected.phones, read.phones) : null,
    'e-mail': expected.emails.length ? sameSet(expected.emails, read.emails) : null,
    web: text(expected.web, read.web),
  };
}

const shown = (f: Field, x: Expected | CardFields) =>
  ({
    name: x.fullName,
    title: x.title,
    company: x.company,
    phone: x.phones.join(' / '),
    'e-mail': x.emails.join(' / '),
    web: x.web,
  })[f];

const manifest = readManifest();
const cards = manifest.cards.filter((c) => !only || only.includes(c.id));
if (args.includes('--redraw') || cards.some((c) => picturesOf(c, dir).poor.some((f) => !existsSync(f)))) {
  process.stdout.write(`drawing ${manifest.cards.length} cards into ${dir} … `);
  await drawCards(dir, manifest);
  console.log('done');
}

const about = machine();
console.log(
  `Card reading bench · Bun ${about.bun} · ${about.cores} × ${about.cpu} · ${cards.length} cards, clean and poor`,
);
if (about.loadAverage > about.cores / 2)
  console.warn(`  warning: load average ${about.loadAverage} on ${about.cores} cores; times will be noisy`);

const reader = createCardReader({ workers: 1 });
type Result = {
  card: CardSpec;
  kind: 'clean' | 'poor';
  read: CardFields;
  ms: number;
  confidence: number;
  text: string;
};
const results: Result[] = [];
const failures: string[] = [];
try {
  // The first read starts the workers (language data, WebAssembly): timed apart, as a server does it once.
  const warm = performance.now();
  await reader.read([readFileSync(picturesOf(cards[0], dir).clean[0])]);
  console.log(`first read (starts the workers): ${Math.round(performance.now() - warm)} ms`);
  for (const card of cards) {
    const files = picturesOf(card, dir);
    for (const kind of ['clean', 'poor'] as const) {
      const started = performance.now();
      try {
        const reading = await reader.read(files[kind].map((f) => readFileSync(f)));
        results.push({
          card,
          kind,
          read: reading.fields,
          ms: performance.now() - started,
          confidence: reading.confidence,
          text: reading.text,
        });
        process.stdout.write('.');
      } catch (error) {
        // A read that failed (its deadline passed) scores nothing and counts its time.
        results.push({
          card,
          kind,
          read: emptyFields(),
          ms: performance.now() - started,
          confidence: 0,
          text: '',
        });
        process.stdout.write('x');
        failures.push(`${card.id} ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  process.stdout.write('\n');
} finally {
  await reader.close();
}

const rows: string[][] = [['field', 'clean', 'poor']];
const share = (kind: 'clean' | 'poor', field?: Field) => {
  let good = 0;
  let total = 0;
  for (const r of results.filter((x) => x.kind === kind)) {
    const s = score(r.card.expected, r.read);
    for (const f of field ? [field] : FIELDS) {
      if (s[f] === null) continue;
      total++;
      if (s[f]) good++;
    }
  }
  return { good, total, pct: total ? (100 * good) / total : Number.NaN };
};
const pct = (x: { good: number; total: number; pct: number }) =>
  `${round(x.pct, 1)} % (${x.good}/${x.total})`;
for (const f of FIELDS) rows.push([f, pct(share('clean', f)), pct(share('poor', f))]);
const clean = share('clean');
const poor = share('poor');
rows.push(['all fields', pct(clean), pct(poor)]);
const times = (kind?: 'clean' | 'poor') => results.filter((r) => !kind || r.kind === kind).map((r) => r.ms);
for (const [label, p] of [
  ['time p50', 50],
  ['time p95', 95],
] as const) {
  rows.push([
    label,
    `${Math.round(percentile(times('clean'), p))} ms`,
    `${Math.round(percentile(times('poor'), p))} ms`,
  ]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log('');
for (const [i, r] of rows.entries()) {
  console.log(r.map((c, j) => c.padEnd(widths[j])).join('   '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('   '));
}
const spurious = results.filter(
  (r) => (!r.card.expected.web && r.read.web) || (!r.card.expected.title && r.read.title),
);
const all = times();
console.log(
  `\nall cards: time p50 ${Math.round(percentile(all, 50))} ms, p95 ${Math.round(percentile(all, 95))} ms; ` +
    `spurious fields: ${spurious.length}`,
);
for (const f of failures) console.log(`failed: ${f}`);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
console.log(
  `targets: clean ≥ 90 % ${verdict(clean.pct >= 90)} · poor ≥ 75 % ${verdict(poor.pct >= 75)} · ` +
    `≤ 3 s per card (p95) ${verdict(percentile(all, 95) <= 3000)}`,
);

if (showMisses) {
  console.log('\nmisses (expected → read):');
  for (const r of results) {
    const s = score(r.card.expected, r.read);
    for (const f of FIELDS) {
      if (s[f] === false) {
        console.log(
          `  ${r.card.id} ${r.kind.padEnd(5)} ${r.card.poor.join('+').padEnd(22)} ${f.padEnd(7)} ` +
            `${JSON.stringify(shown(f, r.card.expected))} → ${JSON.stringify(shown(f, r.read))}`,
        );
      }
    }
  }
}

const out = join(import.meta.dir, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'card-reading.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: about,
      clean: { ...clean, perField: Object.fromEntries(FIELDS.map((f) => [f, share('clean', f)])) },
      poor: { ...poor, perField: Object.fromEntries(FIELDS.map((f) => [f, share('poor', f)])) },
      ms: { p50: percentile(all, 50), p95: percentile(all, 95) },
      cards: results.map((r) => ({
        id: r.card.id,
        kind: r.kind,
        ms: Math.round(r.ms),
        confidence: r.confidence,
        read: r.read,
        text: r.text,
      })),
    },
    null,
    2,
  )}\n`,
);
