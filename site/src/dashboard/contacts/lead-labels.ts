import type { LeadOriginName } from '@shared/types/leads';
import type { AppKey } from '../lib/i18n';

/** How each source of a lead is named in the list and its filter. */
export const ORIGIN_LABELS: Record<LeadOriginName, AppKey> = {
  'card-page': 'leadOriginCardPage',
  'paper-card': 'leadOriginPaperCard',
  badge: 'leadOriginBadge',
  dynacard: 'leadOriginDynacard',
  address: 'leadOriginAddress',
  'tag-form': 'leadOriginTagForm',
};
