import { DEFAULT_LANG, FALLBACK_LANG, LANGUAGES, type Lang } from '../constants';
import { acceptedLang } from './accept-language';
import { admin as enAdmin } from './en/admin';
import { analytics as enAnalytics } from './en/analytics';
import { api as enApi } from './en/api';
import { app as enApp } from './en/app';
import { audit as enAudit } from './en/audit';
import { billing as enBilling } from './en/billing';
import { crm as enCrm } from './en/crm';
import { dynatag as enDynatag } from './en/dynatag';
import { edge as enEdge } from './en/edge';
import { mail as enMail } from './en/mail';
import { orders as enOrders } from './en/orders';
import { profile as enProfile } from './en/profile';
import { site as enSite } from './en/site';
import { subscriptions as enSubscriptions } from './en/subscriptions';
import { tagEditor as enTagEditor } from './en/tagEditor';
import { tagRules as enTagRules } from './en/tagRules';
import { tags as enTags } from './en/tags';
import { admin as fiAdmin } from './fi/admin';
import { analytics as fiAnalytics } from './fi/analytics';
import { api as fiApi } from './fi/api';
import { app as fiApp } from './fi/app';
import { audit as fiAudit } from './fi/audit';
import { billing as fiBilling } from './fi/billing';
import { crm as fiCrm } from './fi/crm';
import { dynatag as fiDynatag } from './fi/dynatag';
import { edge as fiEdge } from './fi/edge';
import { mail as fiMail } from './fi/mail';
import { orders as fiOrders } from './fi/orders';
import { profile as fiProfile } from './fi/profile';
import { site as fiSite } from './fi/site';
import { subscriptions as fiSubscriptions } from './fi/subscriptions';
import { tagEditor as fiTagEditor } from './fi/tagEditor';
import { tagRules as fiTagRules } from './fi/tagRules';
import { tags as fiTags } from './fi/tags';
import { interpolate, type Params } from './format';
import { admin as svAdmin } from './sv/admin';
import { analytics as svAnalytics } from './sv/analytics';
import { api as svApi } from './sv/api';
import { app as svApp } from './sv/app';
import { audit as svAudit } from './sv/audit';
import { billing as svBilling } from './sv/billing';
import { crm as svCrm } from './sv/crm';
import { dynatag as svDynatag } from './sv/dynatag';
import { edge as svEdge } from './sv/edge';
import { mail as svMail } from './sv/mail';
import { orders as svOrders } from './sv/orders';
import { profile as svProfile } from './sv/profile';
import { site as svSite } from './sv/site';
import { subscriptions as svSubscriptions } from './sv/subscriptions';
import { tagEditor as svTagEditor } from './sv/tagEditor';
import { tagRules as svTagRules } from './sv/tagRules';
import { tags as svTags } from './sv/tags';

/** One dictionary per language, in namespaces; English defines the keys. */
export const dictionaries = {
  en: {
    api: enApi,
    mail: enMail,
    site: enSite,
    app: enApp,
    profile: enProfile,
    dynatag: enDynatag,
    edge: enEdge,
    tags: enTags,
    analytics: enAnalytics,
    tagEditor: enTagEditor,
    tagRules: enTagRules,
    orders: enOrders,
    subscriptions: enSubscriptions,
    billing: enBilling,
    admin: enAdmin,
    crm: enCrm,
    audit: enAudit,
  },
  sv: {
    api: svApi,
    mail: svMail,
    site: svSite,
    app: svApp,
    profile: svProfile,
    dynatag: svDynatag,
    edge: svEdge,
    tags: svTags,
    analytics: svAnalytics,
    tagEditor: svTagEditor,
    tagRules: svTagRules,
    orders: svOrders,
    subscriptions: svSubscriptions,
    billing: svBilling,
    admin: svAdmin,
    crm: svCrm,
    audit: svAudit,
  },
  fi: {
    api: fiApi,
    mail: fiMail,
    site: fiSite,
    app: fiApp,
    profile: fiProfile,
    dynatag: fiDynatag,
    edge: fiEdge,
    tags: fiTags,
    analytics: fiAnalytics,
    tagEditor: fiTagEditor,
    tagRules: fiTagRules,
    orders: fiOrders,
    subscriptions: fiSubscriptions,
    billing: fiBilling,
    admin: fiAdmin,
    crm: fiCrm,
    audit: fiAudit,
  },
} satisfies Record<Lang, unknown>;

export type Namespace = keyof (typeof dictionaries)['en'];
export type MessageKey<N extends Namespace> = keyof (typeof dictionaries)['en'][N];
export type ApiMessageKey = MessageKey<'api'>;
export { interpolate, type Params } from './format';

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

export function translate<N extends Namespace>(
  lang: Lang,
  ns: N,
  key: MessageKey<N>,
  params?: Params,
): string {
  const table = dictionaries[lang][ns] as Record<string, string>;
  const text =
    table[key as string] ?? (dictionaries[FALLBACK_LANG][ns] as Record<string, string>)[key as string];
  return interpolate(text ?? String(key), params, lang);
}

/** Picks a supported language: an explicit choice first, then Accept-Language by its weights, then the default. */
export function pickLang(explicit?: string | null, acceptLanguage?: string | null): Lang {
  if (isLang(explicit)) return explicit;
  return acceptedLang(acceptLanguage) ?? DEFAULT_LANG;
}
