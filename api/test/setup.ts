// Preloaded by `bun test` (bunfig.toml): password hashing makes some HTTP tests take seconds on a busy 2-core
// machine, so the per-test limit is 30 s instead of Bun's 5 s.
import { setDefaultTimeout } from 'bun:test';

setDefaultTimeout(30_000);
