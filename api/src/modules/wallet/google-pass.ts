// "Save to Google Wallet": a save link carrying a JWT signed (RS256) by the service account's key, with a
// generic object holding the same content as the Apple pass. Google creates the class and object on save
// (no API call from us). The object's id is stable per serial, so saving again saves the same pass; when the card
// changes, the same object is updated through Google's REST API (google-updates.ts).
import { LANGUAGES } from '@shared/constants';
import { translate } from '@shared/i18n';
import { qrLink } from '@shared/page-links';
import { importPKCS8, SignJWT } from 'jose';
import type { Deps } from '../../platform/deps';
import type { GoogleWalletConfig } from '../../platform/wallet-config';
import type { PassContent } from './pass-content';

const keys = new Map<string, Promise<CryptoKey>>();
/** The service account's key, parsed once per PEM text. */
export const keyOf = (pem: string) => {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, 'RS256');
    keys.set(pem, key);
  }
  return key;
};

/** A text in every language we speak, as Google's LocalizedString. */
const localized = (text: (lang: (typeof LANGUAGES)[number]) => string) => ({
  defaultValue: { language: 'en', value: text('en') },
  translatedValues: LANGUAGES.filter((l) => l !== 'en').map((language) => ({
    language,
    value: text(language),
  })),
});

/** A labelled text on the pass, its label in every language we speak (English the default, as Google wants one). */
const textModule = (id: string, label: 'walletPassTitle' | 'walletPassCompany', body: string) => ({
  id,
  header: translate('en', 'profile', label),
  localizedHeader: localized((lang) => translate(lang, 'profile', label)),
  body,
});

/** Google ids allow letters, digits, '.', '_' and '-'. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

/** The pass object's id at Google: stable per serial. */
export const googleObjectId = (google: GoogleWalletConfig, serial: string) =>
  `${google.issuerId}.${idPart(serial)}`;

const classIdOf = (google: GoogleWalletConfig) => `${google.issuerId}.dynacard_card`;

/**
 * What the pass shows, as a generic object's fields: what an update sends. A field the card no longer has is null
 * (the picture), which clears it at Google (a PATCH leaves out what it does not name); lists are replaced whole.
 */
export function googleObjectFields(deps: Deps, content: PassContent) {
  return {
    hexBackgroundColor: content.color,
    cardTitle: localized(() => content.company || 'Dynacard'),
    header: localized(() => content.name),
    subheader: localized((lang) =>
      translate(lang, 'profile', 'walletPassDescription', { name: content.name }),
    ),
    logo: content.imagePath ? { sourceUri: { uri: `${deps.config.publicUrl}${content.imagePath}` } } : null,
    textModulesData: [
      ...(content.title ? [textModule('title', 'walletPassTitle', content.title)] : []),
      ...(content.company ? [textModule('company', 'walletPassCompany', content.company)] : []),
    ],
    barcode: {
      type: 'QR_CODE',
      value: qrLink(content.qrUrl),
      alternateText: content.qrUrl.replace(/^https?:\/\//, ''),
    },
    linksModuleData: {
      uris: [
        {
          uri: content.qrUrl,
          description: translate('en', 'profile', 'walletPassCard'),
          localizedDescription: localized((lang) => translate(lang, 'profile', 'walletPassCard')),
        },
      ],
    },
  };
}

export async function googleSaveUrl(deps: Deps, google: GoogleWalletConfig, content: PassContent) {
  const { logo, ...fields } = googleObjectFields(deps, content);
  const object = {
    id: googleObjectId(google, content.serial),
    classId: classIdOf(google),
    state: 'ACTIVE',
    ...fields,
    ...(logo ? { logo } : {}),
  };
  const jwt = await new SignJWT({
    origins: [deps.config.publicUrl],
    typ: 'savetowallet',
    payload: {
      genericClasses: [{ id: object.classId }],
      genericObjects: [object],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(deps.clock.now() / 1000))
    .sign(await keyOf(google.privateKey));
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
