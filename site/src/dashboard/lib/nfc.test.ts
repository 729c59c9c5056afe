// writeNfcTag against a stand-in Web NFC reader: the outcomes the browser test does not reach (a tag never
// held, no read-back, NFC off, the tag moved away, Chrome's read-only message) and the shape of the write.
import { afterEach, expect, test } from 'bun:test';
import { type NfcOutcome, writeNfcTag } from './nfc';

type Behaviour = {
  write?: (signal?: AbortSignal) => Promise<void>;
  readBack?: string | null;
};

const written: unknown[] = [];

/** Installs a reader that behaves as told, and NFC permission granted. */
function reader(behaviour: Behaviour) {
  class NDEFReader extends EventTarget {
    async write(message: unknown, options?: { signal?: AbortSignal }) {
      written.push(message);
      await behaviour.write?.(options?.signal);
    }
    async scan() {
      if (behaviour.readBack === null || behaviour.readBack === undefined) return;
      const data = new DataView(new TextEncoder().encode(behaviour.readBack).buffer);
      queueMicrotask(() =>
        this.dispatchEvent(
          Object.assign(new Event('reading'), { message: { records: [{ recordType: 'url', data }] } }),
        ),
      );
    }
  }
  Object.assign(globalThis, { window: { NDEFReader } });
}
afterEach(() => {
  written.length = 0;
  delete (globalThis as { window?: unknown }).window;
});

const URL_N = 'https://dynacard.se/p/abc?s=n';
const run = (wait = { tagMs: 50, readBackMs: 50 }) => writeNfcTag(URL_N, new AbortController().signal, wait);
const failing = (name: string, message = 'x') => ({
  write: async () => {
    throw new DOMException(message, name);
  },
});
const never = {
  write: (signal?: AbortSignal) =>
    new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
};

test('writes one url record and reads the same back', async () => {
  reader({ readBack: URL_N });
  expect(await run()).toBe('written' satisfies NfcOutcome);
  expect(written).toEqual([{ records: [{ recordType: 'url', data: URL_N }] }]);
});

test('a tag never held to the phone times out; Cancel is not a failure', async () => {
  reader(never);
  expect(await run()).toBe('timeout');
  const cancel = new AbortController();
  const pending = writeNfcTag(URL_N, cancel.signal, { tagMs: 60_000, readBackMs: 50 });
  cancel.abort();
  expect(await pending).toBe('cancelled');
});

test('a Chrome older than AbortSignal.any (Web NFC came in Chrome 89, it in 116) still times out', async () => {
  const any = AbortSignal.any;
  Object.assign(AbortSignal, { any: undefined });
  try {
    reader(never);
    expect(await run()).toBe('timeout');
  } finally {
    Object.assign(AbortSignal, { any });
  }
});

test('written but no read-back in time is unverified, not success', async () => {
  reader({ readBack: null });
  expect(await run()).toBe('unverified');
});

test('the errors of Web NFC, each its own outcome', async () => {
  const cases: [Behaviour, NfcOutcome][] = [
    [failing('NotSupportedError'), 'off'],
    [failing('NotReadableError'), 'off'],
    [failing('NetworkError'), 'lost'],
    [failing('NotAllowedError', 'NFC tag is read-only.'), 'readOnly'],
    [failing('SyntaxError'), 'failed'],
  ];
  for (const [behaviour, outcome] of cases) {
    reader(behaviour);
    expect(await run()).toBe(outcome);
  }
});

test('without Web NFC nothing is tried', async () => {
  expect(await run()).toBe('off');
  expect(written).toEqual([]);
});
