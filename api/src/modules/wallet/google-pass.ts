// "Save to Google Wallet": a save link carrying a JWT signed (RS256) by the service account's key, with a
// generic object holding the same content as the Apple pass. Google creates the class and object on save
// (no API call from us). The object's id is stable per serial, so saving again updates the same pass.
import { LANGUAGES } from '@shared/constants';
import { translate } from '@shared/i18n';
import { qrLink } from '@shared/page-links';
import { importPKCS8, SignJWT } from 'jose';
import type { Deps } from '../../platform/deps';
import type { GoogleWalletConfig } from '../../platform/wallet-config';
import type { PassContent } from './pass-content';

const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (pem: string) => {
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

export async function googleSaveUrl(deps: Deps, google: GoogleWalletConfig, content: PassContent) {
  const base = deps.config.publicUrl;
  const classId = `${google.issuerId}.dynacard_card`;
  const object = {
    id: `${google.issuerId}.${idPart(content.serial)}`,
    classId,
    state: 'ACTIVE',
    hexBackgroundColor: content.color,
    cardTitle: localized(() => content.company || 'Dynacard'),
    header: localized(() => content.name),
    subheader: localized((lang) =>
      translate(lang, 'profile', 'walletPassDescription', { name: content.name }),
    ),
    ...(content.imagePath ? { logo: { sourceUri: { uri: `${base}${content.imagePath}` } } } : {}),
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
  const jwt = await new SignJWT({
    origins: [base],
    typ: 'savetowallet',
    payload: { genericClasses: [{ id: classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(deps.clock.now() / 1000))
    .sign(await keyOf(google.privateKey));
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
