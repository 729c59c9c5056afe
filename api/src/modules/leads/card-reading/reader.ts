// Reads business cards with tesseract.js, on this server: one Tesseract (WebAssembly) in a worker thread per
// slot, so a read never blocks the event loop, and one read per slot at a time (a read is a second or two of
// one core). The worker threads run at the lowest priority (reader-thread.ts): a card waits for the requests.
// Each slot also keeps a small Tesseract for orientation (OSD: is the card sideways or upside down?), which
// costs about 0.2 s where trying the four turns would cost seconds. A read that passes its deadline is rejected
// with CardReadTimeoutError and its slot's workers are ended and made anew on the next read: Tesseract cannot be
// interrupted, only its thread terminated.
//
// The language data comes from the installed npm packages (tessdata.ts) as bytes, never from a URL, and
// tesseract.js's cache is off (cacheMethod 'none'), so a read touches neither the network nor the disk.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { CardImageError, CardReaderClosedError, CardReadTimeoutError } from './errors';
import type { CardFields } from './fields';
import { type CardLine, parseLines } from './parse-text';
import { checkImages, type Grey, prepare, toPgm } from './preprocess';
import { languageData } from './tessdata';

export type CardReading = {
  /** The text read, front then back, one line a line. */
  text: string;
  fields: CardFields;
  /** Tesseract's mean word confidence, 0–100, over the sides read. */
  confidence: number;
  /** Milliseconds the read took on its worker (not the wait in the queue, nor starting the worker). */
  ms: number;
};

export type CardReader = {
  /** Reads one card from its pictures (front, and back if any); refuses pictures over the bounds first. */
  read(images: Uint8Array[]): Promise<CardReading>;
  /** Ends the workers; reads still waiting are rejected with CardReaderClosedError. */
  close(): Promise<void>;
};

export type CardReaderOptions = {
  /** Reads at once, each in its own worker thread (default 1: a read uses a whole core). */
  workers?: number;
  /**
   * The deadline of one read once its worker is ready, milliseconds (default 20 000); starting a worker (about
   * 1–2 s, once per slot) has its own bound of a minute.
   */
  timeoutMs?: number;
};

/** The bound on starting a slot's workers (reading and unpacking the language data, compiling Tesseract). */
const STARTUP_MS = 60_000;

/** A side read with this mean confidence is taken; below it, other turns of the picture are tried. */
const GOOD_ENOUGH = 60;

const require = createRequire(import.meta.url);
const osdFile = () =>
  join(dirname(require.resolve('@tesseract.js-data/osd/package.json')), '4.0.0', 'osd.traineddata.gz');

const quiet = { debug_file: '/dev/null' };
/** Each Tesseract worker's thread starts here: at the lowest priority, so the card pages keep the core. */
const READER_THREAD = join(import.meta.dir, 'reader-thread.ts');
const noop = () => {};

type Slot = {
  ocr: Promise<Worker> | null;
  osd: Promise<Worker> | null;
  busy: boolean;
  /** Stops the read running on the slot (close()). */
  stop?: (error: Error) => void;
};
type Job = {
  images: Uint8Array[];
  resolve: (reading: CardReading) => void;
  reject: (error: unknown) => void;
};

async function ocrWorker() {
  const worker = await createWorker((await languageData()) as never, OEM.LSTM_ONLY, {
    cacheMethod: 'none',
    workerPath: READER_THREAD,
    // Errors of a job reject its promise; without a handler tesseract.js would also throw them uncaught.
    errorHandler: noop,
    logger: noop,
  });
  // One block of text, as tesseract.js sets by default: on the bench it read poor photos better than automatic
  // page segmentation (PSM 3, which takes a grainy card for a picture and reads nothing) or sparse text (11).
  await worker.setParameters({ ...quiet, tessedit_pageseg_mode: PSM.SINGLE_BLOCK } as never);
  return worker;
}

async function osdWorker() {
  const osd = { code: 'osd', data: new Uint8Array(await readFile(osdFile())) };
  const worker = await createWorker([osd] as never, OEM.TESSERACT_ONLY, {
    cacheMethod: 'none',
    workerPath: READER_THREAD,
    legacyCore: true,
    legacyLang: true,
    errorHandler: noop,
    logger: noop,
  });
  // A card's type is large for OSD's defaults: say the resolution, and that a card has few characters.
  await worker.setParameters({ ...quiet, user_defined_dpi: '300', min_characters_to_try: '15' } as never);
  return worker;
}

/** The turn (clockwise degrees) that makes the picture upright, by OSD; 0 when OSD cannot tell. */
async function orientation(osd: Worker, grey: Grey, cancel: Cancel): Promise<0 | 90 | 180 | 270> {
  const pgm = await toPgm(grey, 0);
  going(cancel);
  try {
    const { data } = await osd.detect(pgm as never);
    const degrees = data.orientation_degrees;
    return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : 0;
  } catch {
    return 0;
  }
}

type Side = { lines: CardLine[]; text: string; confidence: number; words: number };

/** Tesseract's TSV (one row a word) as lines with their type size (median word height) and confidence. */
export function linesOfTsv(tsv: string): Side {
  type Word = { text: string; left: number; right: number; height: number; conf: number };
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c[0] !== '5' || c.length < 12) continue;
    const text = c.slice(11).join('\t').trim();
    const conf = Number(c[10]);
    if (!text || conf < 0) continue;
    const key = `${c[2]}/${c[3]}/${c[4]}`;
    const left = Number(c[6]);
    const word = { text, left, right: left + Number(c[8]), height: Number(c[9]), conf };
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)] : 0;
  };
  const read = [...lines.values()].map((words) => {
    const heights = words.filter((w) => /\p{L}|\d/u.test(w.text)).map((w) => w.height);
    const height = median(heights);
    // Words far apart on one line are two columns ("Tel 070…" and "411 38 Göteborg"): kept apart by 3 spaces,
    // where the parser splits a line.
    let text = words[0].text;
    for (let i = 1; i < words.length; i++) {
      const gap = words[i].left - words[i - 1].right;
      text += (height > 0 && gap > height * 2.5 ? '   ' : ' ') + words[i].text;
    }
    const conf = words.reduce((n, w) => n + w.conf, 0) / words.length;
    return { text, height, conf, confs: words.map((w) => w.conf) };
  });
  // Lines that are mostly noise (a table's grain, a logo's shapes) are dropped: low confidence and few letters.
  const kept = read.filter(({ text, conf }) => {
    const letters = (text.match(/[\p{L}\d@]/gu) ?? []).length;
    return conf >= 40 || (conf >= 20 && letters >= 4 && letters / text.replace(/\s/g, '').length > 0.6);
  });
  const body = median(kept.filter((l) => l.height > 0).map((l) => l.height));
  const confs = kept.flatMap((l) => l.confs);
  return {
    lines: kept.map((l) => ({ text: l.text, size: body > 0 && l.height > 0 ? l.height / body : undefined })),
    text: kept.map((l) => l.text).join('\n'),
    confidence: confs.length ? confs.reduce((a, b) => a + b, 0) / confs.length : 0,
    words: confs.length,
  };
}

/** Set when a read's deadline passed: its workers are ended, so the read must not call them again. */
type Cancel = { stopped: boolean };

const going = (cancel: Cancel) => {
  // tesseract.js would throw, unhandled, from inside a job sent to a terminated worker.
  if (cancel.stopped) throw new CardReaderClosedError();
};

async function readSide(ocr: Worker, osd: Worker, image: Uint8Array, cancel: Cancel): Promise<Side> {
  const grey = await prepare(image);
  going(cancel);
  const turn = await orientation(osd, grey, cancel);
  const recognise = async (degrees: 0 | 90 | 180 | 270) => {
    const pgm = await toPgm(grey, degrees);
    going(cancel);
    const { data } = await ocr.recognize(pgm as never, { rotateAuto: true }, { text: false, tsv: true });
    return linesOfTsv(data.tsv ?? '');
  };
  // OSD's turn first; when that reads poorly, upright as given (OSD errs on a side of few words, a back with a
  // logo and a name), then turned over (OSD can miss an upside-down card).
  const turns = [...new Set([turn, 0, (turn + 180) % 360])] as (0 | 90 | 180 | 270)[];
  const weight = (side: Side) => side.confidence * Math.min(1, side.words / 8);
  let best: Side | null = null;
  for (const degrees of turns) {
    const side = await recognise(degrees);
    if (!best || weight(side) > weight(best)) best = side;
    if (side.confidence >= GOOD_ENOUGH && side.words >= 3) break;
  }
  return best!;
}

/** A pool of card readers (see the top of this file); `workers` reads run at once, the others wait in turn. */
export function createCardReader(options: CardReaderOptions = {}): CardReader {
  const size = Math.max(1, Math.floor(options.workers ?? 1));
  const timeoutMs = options.timeoutMs ?? 20_000;
  const slots: Slot[] = Array.from({ length: size }, () => ({ ocr: null, osd: null, busy: false }));
  const queue: Job[] = [];
  let closed = false;

  const end = (slot: Slot) => {
    const ending = [slot.ocr, slot.osd].map((worker) => worker?.then((w) => w.terminate()).catch(noop));
    slot.ocr = null;
    slot.osd = null;
    return Promise.all(ending);
  };

  /** `work` raced against a deadline of `ms`; close() stops it too. */
  const bounded = <T>(slot: Slot, work: Promise<T>, ms: number) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CardReadTimeoutError(ms)), ms);
      slot.stop = reject;
    });
    work.catch(noop);
    return Promise.race([work, deadline]).finally(() => {
      clearTimeout(timer);
      slot.stop = undefined;
    });
  };

  const run = async (slot: Slot, job: Job) => {
    try {
      // Starting the workers (once per slot, and again after a timeout) is not the read's time: it has its own bound.
      slot.ocr ??= ocrWorker();
      slot.osd ??= osdWorker();
      const [ocr, osd] = await bounded(
        slot,
        Promise.all([slot.ocr, slot.osd]),
        Math.max(timeoutMs, STARTUP_MS),
      );
      const started = performance.now();
      const cancel: Cancel = { stopped: false };
      const sides = await bounded(
        slot,
        (async () => {
          const out: Side[] = [];
          for (const image of job.images) out.push(await readSide(ocr, osd, image, cancel));
          return out;
        })(),
        timeoutMs,
      ).finally(() => {
        cancel.stopped = true;
      });
      const words = sides.reduce((n, s) => n + s.words, 0);
      job.resolve({
        text: sides.map((s) => s.text).join('\n\n'),
        fields: parseLines(sides.flatMap((s) => [...s.lines, { text: '' }])),
        confidence: words ? Math.round(sides.reduce((n, s) => n + s.confidence * s.words, 0) / words) : 0,
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      // A timeout, or a worker that failed: its threads may be stuck or broken, so they are made anew. A picture
      // refused while decoding (a header that lied about its size) leaves the workers as they were.
      if (!(error instanceof CardImageError)) await end(slot);
      job.reject(error);
    }
  };

  const next = () => {
    for (const slot of slots) {
      if (slot.busy || queue.length === 0 || closed) continue;
      const job = queue.shift()!;
      slot.busy = true;
      run(slot, job).finally(() => {
        slot.busy = false;
        next();
      });
    }
  };

  return {
    async read(images) {
      if (closed) throw new CardReaderClosedError();
      // The bounds are checked on the headers alone, before the queue and before anything is decoded.
      await checkImages(images);
      return new Promise<CardReading>((resolve, reject) => {
        if (closed) return reject(new CardReaderClosedError());
        queue.push({ images, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new CardReaderClosedError());
      for (const slot of slots) slot.stop?.(new CardReaderClosedError());
      await Promise.all(slots.map(end));
    },
  };
}
