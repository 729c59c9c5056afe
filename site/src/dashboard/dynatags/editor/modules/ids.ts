// Module ids are chosen by the client (the schema's `^[A-Za-z0-9_-]{1,32}$`): stable keys for reordering and
// for the server's per-module messages, unique within the tag.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MODULE_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** "m" and ten random letters or digits, drawn again in the (unlikely) case it is taken. */
export function newModuleId(taken: Iterable<string>, random: RandomBytes = cryptoBytes): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = random(new Uint8Array(10));
    // 62 letters: bytes ≥ 248 would favour the first ones, so they are folded onto the rest evenly enough
    // for ids that only need to be unique (not secret).
    const id = `m${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
    if (!used.has(id)) return id;
  }
}
