// Signing material made in the test itself: a CA standing in for Apple's WWDR, a pass type certificate it
// signed, and a Google service-account key. Nothing here is a real credential.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASS_TYPE_ID = 'pass.se.dynacard.test';
export const TEAM_ID = 'TEAMID1234';
export const GOOGLE_ISSUER = '3388000000012345678';

const openssl = (dir: string, ...args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

/** A fresh CA and pass certificate; `dir` holds ca.pem (the WWDR stand-in), pass.pem and pass.key. */
export function makeAppleSigning() {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-pki-'));
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '30',
    '-subj',
    '/CN=Test WWDR CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  certifiedByTestCa(
    dir,
    'pass',
    `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID}/OU=${TEAM_ID}`,
    'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=clientAuth,emailProtection\n',
    30,
  );
  return {
    dir,
    env: {
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_PASS_CERT: join(dir, 'pass.pem'),
      // Inline, as a secret store would hand it over.
      APPLE_PASS_KEY: readFileSync(join(dir, 'pass.key'), 'utf8'),
      APPLE_WWDR_CERT: join(dir, 'ca.pem'),
    },
  };
}

/**
 * A key and a certificate `name`.pem for `subject` with the `extensions` (an openssl extfile), signed by the CA of
 * makeAppleSigning in `dir`, valid `days`; answers both as read back.
 */
export function certifiedByTestCa(
  dir: string,
  name: string,
  subject: string,
  extensions: string,
  days: number,
) {
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  );
  writeFileSync(join(dir, `${name}.cnf`), extensions);
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    `${name}.pem`,
    '-days',
    String(days),
    '-extfile',
    `${name}.cnf`,
  );
  return { key: readFileSync(join(dir, `${name}.key`)), cert: readFileSync(join(dir, `${name}.pem`)) };
}

/** A service-account key as Google hands it out (JSON), with its public key to check signatures. */
export function makeGoogleAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    client_email: 'wallet@dynacard-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return {
    publicKey,
    clientEmail: account.client_email,
    env: { GOOGLE_WALLET_ISSUER_ID: GOOGLE_ISSUER, GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify(account) },
  };
}

/** The files of a .pkpass (a zip), unpacked into a folder. */
export function unpackPass(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
  writeFileSync(join(dir, 'pass.pkpass'), bytes);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'files'], { cwd: dir });
  const files = join(dir, 'files');
  return { files, read: (name: string) => readFileSync(join(files, name)) };
}

/** `openssl smime -verify` of the pass's detached signature over manifest.json, against the test CA. */
export function verifySignature(files: string, caPem: string) {
  return execFileSync(
    'openssl',
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'signature',
      '-content',
      'manifest.json',
      '-CAfile',
      caPem,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    { cwd: files, stdio: 'pipe' },
  ).toString();
}
