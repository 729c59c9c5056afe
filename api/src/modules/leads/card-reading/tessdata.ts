// Tesseract's language data, read from the npm packages installed with the server (@tesseract.js-data/swe,
// eng, fin: the LSTM models, integer 'best', gzipped) and handed to each worker as bytes. tesseract.js never
// sees a langPath, so it has nothing to download: without one it would fetch the data from a CDN at run time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The languages read, in Tesseract's order of preference. Swedish first: its model has å, ä and ö (Finnish
 * needs no other letters), where English first reads "Ström" as "Strom"; it reads '@' less surely, which
 * the parser mends (parse-text.ts). Finnish words are read by the Swedish model or retried with the Finnish.
 */
export const LANGUAGES = ['swe', 'eng', 'fin'] as const;
export type Language = (typeof LANGUAGES)[number];

const require = createRequire(import.meta.url);

/** The installed file of a language's data (the package's LSTM-only model, as tesseract.js itself uses). */
export const tessdataFile = (code: Language) =>
  join(
    dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
    '4.0.0_best_int',
    `${code}.traineddata.gz`,
  );

let loaded: Promise<{ code: Language; data: Uint8Array }[]> | null = null;

/** The languages' data, read once per process (about 9 MB, gzipped; each worker unpacks its copy). */
export function languageData() {
  loaded ??= Promise.all(
    LANGUAGES.map(async (code) => ({ code, data: new Uint8Array(await readFile(tessdataFile(code))) })),
  ).catch((error) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
