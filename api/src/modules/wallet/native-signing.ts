// Apple passes are signed by passkit-generator with node-forge, whose RSA runs in JavaScript: the private-key
// operation and parsing the PEM key were most of a pass's 150–240 ms. forge's PKCS#7 code asks the key object it
// was given to sign the digest of the signed attributes (`key.sign(md, 'RSASSA-PKCS1-V1_5')`), so the key forge
// returns here signs natively instead (OpenSSL, `privateEncrypt` with PKCS#1 v1.5 padding over the DigestInfo):
// the very same signature bytes — RSASSA-PKCS1-v1_5 is deterministic — which `openssl smime -verify` checks in
// apple-pass.test.ts. The parsed certificates and keys are kept per PEM text, as the configuration does not change.
import { constants, createPrivateKey, type KeyObject, privateEncrypt } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;

/** The DER DigestInfo of a forge digest: what PKCS#1 v1.5 signs (RFC 8017 §9.2). */
function digestInfo(md: forge.md.MessageDigest): Buffer {
  const oid = forge.pki.oids[md.algorithm];
  if (!oid) throw new Error(`no OID for digest ${md.algorithm}`);
  const info = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, ''),
    ]),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, md.digest().getBytes()),
  ]);
  return Buffer.from(asn1.toDer(info).getBytes(), 'binary');
}

/** A forge key whose `sign` is OpenSSL's, for forge's PKCS#7 signer. */
function nativeKey(pem: string, passphrase: string | undefined, native: KeyObject) {
  const key = decryptRsaPrivateKey(pem, passphrase);
  if (!key) return key;
  key.sign = ((md: forge.md.MessageDigest, scheme?: string) => {
    if (scheme !== undefined && scheme !== 'RSASSA-PKCS1-V1_5')
      throw new Error(`unsupported scheme ${scheme}`);
    return privateEncrypt({ key: native, padding: constants.RSA_PKCS1_PADDING }, digestInfo(md)).toString(
      'binary',
    );
  }) as typeof key.sign;
  return key;
}

const decryptRsaPrivateKey = forge.pki.decryptRsaPrivateKey;
const certificateFromPem = forge.pki.certificateFromPem;
const keys = new Map<string, ReturnType<typeof decryptRsaPrivateKey>>();
const certificates = new Map<string, forge.pki.Certificate>();
const KEPT = 16;

let installed = false;
/** Installs the native signer and the parse cache into forge, once per process (before the first pass). */
export function installNativeSigning() {
  if (installed) return;
  installed = true;
  forge.pki.decryptRsaPrivateKey = ((pem: string, passphrase?: string) => {
    const id = `${passphrase ?? ''}\n${pem}`;
    let key = keys.get(id);
    if (!key) {
      key = nativeKey(pem, passphrase, createPrivateKey({ key: pem, passphrase }));
      if (keys.size >= KEPT) keys.clear();
      keys.set(id, key);
    }
    return key;
  }) as typeof forge.pki.decryptRsaPrivateKey;
  forge.pki.certificateFromPem = ((pem: string, computeHash?: boolean, strict?: boolean) => {
    let certificate = certificates.get(pem);
    if (!certificate) {
      certificate = certificateFromPem(pem, computeHash, strict);
      if (certificates.size >= KEPT) certificates.clear();
      certificates.set(pem, certificate);
    }
    return certificate;
  }) as typeof forge.pki.certificateFromPem;
}
