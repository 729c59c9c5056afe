import { solveChallenge } from 'altcha-lib/v1';

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };

/**
 * The human check of signup, password forgot and the contact form: fetches a proof-of-work challenge
 * from our own server and solves it in the browser. Returns the payload sent as the `altcha` field.
 */
export async function solveHumanCheck(signal?: AbortSignal): Promise<string> {
  const res = await fetch('/api/v1/general/challenge', { credentials: 'same-origin', signal });
  const { data } = (await res.json()) as { data: Challenge };
  const { promise, controller } = solveChallenge(data.challenge, data.salt, data.algorithm, data.maxnumber);
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await promise;
  if (!solution) throw new Error('human check not solved');
  return btoa(
    JSON.stringify({
      algorithm: data.algorithm,
      challenge: data.challenge,
      number: solution.number,
      salt: data.salt,
      signature: data.signature,
    }),
  );
}
