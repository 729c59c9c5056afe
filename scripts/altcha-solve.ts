// Prints a solved ALTCHA payload for the API's human check, as the browser widget would send it.
//   bun scripts/altcha-solve.ts [challenge URL]   (default http://localhost:3000/api/v1/general/challenge)
// Send the output as the `altcha` field of a signup, contact or password-forgot request. Each payload works once.

import { solveChallenge } from 'altcha-lib/v1';

type Challenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

const url = process.argv[2] ?? 'http://localhost:3000/api/v1/general/challenge';
const res = await fetch(url);
if (!res.ok) {
  console.error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  process.exit(1);
}
// The API wraps every answer in its envelope; accept a bare challenge too.
const body = (await res.json()) as { data?: Challenge } & Partial<Challenge>;
const c = (body.data ?? body) as Challenge;
const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
if (!solution) {
  console.error('No solution found for this challenge.');
  process.exit(1);
}
const payload = {
  algorithm: c.algorithm,
  challenge: c.challenge,
  number: solution.number,
  salt: c.salt,
  signature: c.signature,
};
console.log(btoa(JSON.stringify(payload)));
