// The signed .pkpass of a card (passkit-generator: pass.json, manifest.json with each file's SHA-1, and the
// PKCS#7 detached signature of the manifest by the pass type certificate, chained to Apple's WWDR).
import { LANGUAGES } from '@shared/constants';
import { translate } from '@shared/i18n';
import { qrLink } from '@shared/page-links';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { Deps } from '../../platform/deps';
import type { AppleWalletConfig } from '../../platform/wallet-config';
import { installNativeSigning } from './native-signing';
import { type PassContent, passToken } from './pass-content';

installNativeSigning();

/** Passes and thumbnails kept in memory at most (a pass is ~8 KB, thumbnails ~30 KB). */
export const PASS_CACHE_SIZE = 256;

/** Where the pass's web service is mounted (webServiceURL); the devices add /v1/... */
export const APPLE_SERVICE_PATH = '/api/wallet/apple';

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
}
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The pass's icon (lock screen, notifications): our mark in the pass's colour, made once per colour. */
const icons = new Map<string, Promise<{ x1: Buffer; x2: Buffer }>>();
function iconsOf(color: string) {
  let made = icons.get(color);
  if (!made) {
    const svg = (size: number) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 58 58"><rect width="58" height="58" rx="12" fill="${color}"/><text x="29" y="41" font-family="sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${textOn(color)}">D</text></svg>`,
      );
    made = Promise.all([sharp(svg(29)).png().toBuffer(), sharp(svg(58)).png().toBuffer()]).then(
      ([x1, x2]) => ({ x1, x2 }),
    );
    icons.set(color, made);
  }
  return made;
}

/** Thumbnails made lately, by the picture's storage key (a new picture has a new key). */
const thumbs = new Map<string, Promise<{ x1: Buffer; x2: Buffer } | null>>();

/** The photo or logo as the generic pass's thumbnail (90×90 points, @2x), made once per picture. */
function thumbnails(deps: Deps, key: string | null) {
  if (!key) return Promise.resolve(null);
  let made = thumbs.get(key);
  if (!made) {
    made = scaled(deps, key);
    if (thumbs.size >= PASS_CACHE_SIZE) thumbs.delete(thumbs.keys().next().value as string);
    thumbs.set(key, made);
    // A picture that could not be read is tried again next time.
    made.then((result) => result ?? thumbs.delete(key));
  }
  return made;
}

/** None when the picture cannot be read. */
async function scaled(deps: Deps, key: string) {
  try {
    const blob = await deps.storage.get(key);
    if (!blob) return null;
    const source = sharp(new Uint8Array(await blob.arrayBuffer()));
    const fit = (size: number) =>
      source.clone().resize(size, size, { fit: 'cover' }).png({ compressionLevel: 6 }).toBuffer();
    const [x1, x2] = await Promise.all([fit(90), fit(180)]);
    return { x1, x2 };
  } catch (error) {
    deps.log.warn('wallet pass: picture could not be read', { error });
    return null;
  }
}

/** The .pkpass bytes of a pass with this content. */
export async function applePass(deps: Deps, apple: AppleWalletConfig, content: PassContent): Promise<Buffer> {
  const [icon, thumb] = await Promise.all([iconsOf(content.color), thumbnails(deps, content.imageKey)]);
  const foreground = content.textColor ? rgb(content.textColor) : textOn(content.color);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: content.serial,
    organizationName: content.company || 'Dynacard',
    description: 'DESCRIPTION',
    webServiceURL: `${deps.config.publicUrl}${APPLE_SERVICE_PATH}`,
    authenticationToken: passToken(deps, content.serial),
    backgroundColor: rgb(content.color),
    foregroundColor: foreground,
    labelColor: foreground,
    sharingProhibited: false,
    generic: {
      primaryFields: [{ key: 'name', value: content.name }],
      secondaryFields: content.title ? [{ key: 'title', label: 'TITLE', value: content.title }] : [],
      auxiliaryFields: content.company ? [{ key: 'company', label: 'COMPANY', value: content.company }] : [],
      backFields: [{ key: 'card', label: 'CARD', value: content.qrUrl }],
    },
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: qrLink(content.qrUrl), messageEncoding: 'iso-8859-1' },
    ],
  };
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson)),
    'icon.png': icon.x1,
    'icon@2x.png': icon.x2,
  };
  if (thumb) {
    files['thumbnail.png'] = thumb.x1;
    files['thumbnail@2x.png'] = thumb.x2;
  }
  const pass = new PKPass(files, {
    wwdr: apple.wwdr,
    signerCert: apple.cert,
    signerKey: apple.key,
    signerKeyPassphrase: apple.keyPassphrase,
  });
  for (const lang of LANGUAGES) {
    pass.localize(lang, {
      DESCRIPTION: translate(lang, 'profile', 'walletPassDescription', { name: content.name }),
      TITLE: translate(lang, 'profile', 'walletPassTitle'),
      COMPANY: translate(lang, 'profile', 'walletPassCompany'),
      CARD: translate(lang, 'profile', 'walletPassCard'),
    });
  }
  return pass.getAsBuffer();
}

/** Passes made lately, by serial and fingerprint: a card page's visitors mostly ask for the same few passes. */
const madeWith = new WeakMap<AppleWalletConfig, Map<string, Promise<Buffer>>>();

/**
 * The pass, made once per content: signing (node-forge's RSA in JavaScript) is most of a pass's cost, and the
 * same content gives an equally valid pass. A changed pass has a new fingerprint, so it is made anew.
 */
export function cachedApplePass(deps: Deps, apple: AppleWalletConfig, content: PassContent): Promise<Buffer> {
  const key = `${content.serial}|${content.fingerprint}`;
  let made = madeWith.get(apple);
  if (!made) {
    made = new Map();
    madeWith.set(apple, made);
  }
  let pass = made.get(key);
  if (pass) {
    made.delete(key);
  } else {
    pass = applePass(deps, apple, content);
    const forget = made;
    pass.catch(() => forget.delete(key));
    if (made.size >= PASS_CACHE_SIZE) made.delete(made.keys().next().value as string);
  }
  made.set(key, pass);
  return pass;
}
