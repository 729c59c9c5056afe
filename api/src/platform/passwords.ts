/** argon2id at OWASP's recommended minimum (19 MiB, 2 passes); `bun run bench` reports what a login costs. */
const ARGON = { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; without a hash (unknown account) it still spends the same time on a dummy hash,
 * so response times do not reveal which accounts exist.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await Bun.password.verify(password, await dummyHash);
    return false;
  }
  return Bun.password.verify(password, hash);
}
