// The human check (ALTCHA, api/src/platform/human-check.ts) solved with the browser's own SHA-256 instead of
// altcha-lib: find n ≤ maxnumber with hex(SHA-256(salt + n)) = challenge, then send the payload the server
// verifies — base64 of {algorithm, challenge, number, salt, signature}.

export type Challenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
};

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function solveChallenge(c: Challenge): Promise<string> {
  const encoder = new TextEncoder();
  // Hashes in batches: one await per batch instead of one per number.
  for (let start = 0; start <= c.maxnumber; start += 256) {
    const numbers = Array.from({ length: Math.min(256, c.maxnumber - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n))),
    );
    const found = hashes.findIndex((h) => hex(h) === c.challenge);
    if (found >= 0) {
      const { algorithm, challenge, salt, signature } = c;
      return btoa(JSON.stringify({ algorithm, challenge, number: numbers[found], salt, signature }));
    }
  }
  throw new Error('human check not solved');
}

/** A fresh challenge from our server, solved. */
export async function humanCheck(): Promise<string> {
  const res = await fetch('/api/v1/general/challenge', { credentials: 'same-origin' });
  return solveChallenge(((await res.json()) as { data: Challenge }).data);
}
