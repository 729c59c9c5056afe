// Prints the current 6-digit TOTP code for a secret, as an authenticator app would show it.
//   bun scripts/otp-code.ts SECRET          the code of the current 30-second window
//   bun scripts/otp-code.ts SECRET --next   waits for the next window first: a code is accepted only once,
//                                           so a login right after enabling 2FA needs a newer code

import { generate } from 'otplib';

const PERIOD_MS = 30_000;
const [secret, flag] = process.argv.slice(2);
if (!secret || (flag && flag !== '--next')) {
  console.error('usage: bun scripts/otp-code.ts SECRET [--next]');
  process.exit(2);
}
if (flag === '--next') {
  const wait = PERIOD_MS - (Date.now() % PERIOD_MS) + 200;
  console.error(`waiting ${Math.ceil(wait / 1000)} s for the next code…`);
  await Bun.sleep(wait);
}
try {
  console.log(await generate({ secret }));
} catch (error) {
  console.error(`Not a usable TOTP secret: ${(error as Error).message}`);
  process.exit(1);
}
