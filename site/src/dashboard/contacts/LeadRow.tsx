import { useStore } from '@nanostores/react';
import type { LeadItem } from '@shared/types/leads';
import { client } from '../lib/client';
import { formatDate, t as translate, useT } from '../lib/i18n';
import { telHref } from '../lib/people';
import { placeLabel, valueLabel } from '../stats/labels';
import { openDialog } from '../stores/dialogs';
import { $uiLang } from '../stores/prefs';
import { Icon } from '../ui/icons';
import { ContactFace } from './ContactList';
import { dropLead, putLead } from './leads-store';

const markSeen = async (lead: LeadItem) => {
  const result = await client.PATCH('/api/v1/leads/{shortId}', {
    params: { path: { shortId: lead.shortId } },
    body: { read: true },
  });
  if (result.ok && result.data) putLead(result.data);
};

function remove(lead: LeadItem) {
  openDialog('confirm', {
    title: translate('leadDeleteTitle'),
    message: translate('leadDeleteText', { name: lead.fullName }),
    confirmLabel: translate('leadDelete'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/leads/{shortId}', {
        params: { path: { shortId: lead.shortId } },
        notifySuccess: true,
      });
      if (result.ok) dropLead(lead.shortId);
    },
  });
}

/** Where and on what the visitor left it, and how they came to the page, in the reader's words. */
function LeadVisitLine({ visit }: { visit: LeadItem['visit'] }) {
  const lang = useStore($uiLang);
  const parts = [
    visit.country ? placeLabel(visit.country, visit.city, lang) : '',
    visit.device
      ? `${valueLabel('device', visit.device, lang)}${visit.os || visit.browser ? ` (${[visit.os, visit.browser].filter(Boolean).join(', ')})` : ''}`
      : '',
    visit.source ? valueLabel('source', visit.source, lang) : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p className="text-base-content/70 mt-0.5 text-xs" data-testid="lead-visit">
      {parts.join(' · ')}
    </p>
  );
}

/** One contact a visitor left: who, how to reach them, their note, when; vCard, seen, delete. */
export function LeadRow({ lead }: { lead: LeadItem }) {
  const t = useT();
  const isNew = lead.readAt === null;
  return (
    <li className="flex flex-wrap items-start gap-3 px-4 py-3" data-testid="lead">
      <ContactFace name={lead.fullName} />
      {/* The actions go below the text on a phone instead of squeezing it. */}
      <div className="min-w-0 flex-[1_1_14rem]">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{lead.fullName}</span>
          {isNew && <span className="badge badge-primary badge-sm">{t('leadNew')}</span>}
        </p>
        {lead.company && <p className="text-base-content/75 truncate text-sm">{lead.company}</p>}
        <p className="flex flex-wrap gap-x-3 text-sm">
          {lead.phone && (
            <a className="link link-hover" href={telHref(lead.phone)}>
              {lead.phone}
            </a>
          )}
          {lead.email && (
            <a className="link link-hover break-all" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          )}
        </p>
        {lead.note && (
          <p className="bg-base-200 mt-2 rounded-box px-3 py-2 text-sm whitespace-pre-line break-words">
            {lead.note}
          </p>
        )}
        <p className="text-base-content/70 mt-1 flex flex-wrap items-center gap-x-2 text-xs">
          <Icon name="card" className="size-3.5" />
          <span>{t('leadFromCard')}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDate(lead.createdAt)}</time>
        </p>
        <LeadVisitLine visit={lead.visit} />
      </div>
      <div className="flex gap-1 max-sm:w-full max-sm:justify-end">
        <a
          className="btn btn-sm"
          href={`/api/v1/leads/${encodeURIComponent(lead.shortId)}/vcard`}
          download
          aria-label={t('leadDownloadOf', { name: lead.fullName })}
          onClick={() => {
            if (isNew) void markSeen(lead);
          }}
        >
          <Icon name="download" className="size-4" />
          {t('leadDownload')}
        </a>
        {isNew && (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t('leadMarkRead', { name: lead.fullName })}
            title={t('leadMarkRead', { name: lead.fullName })}
            onClick={() => void markSeen(lead)}
          >
            <Icon name="check" className="size-4" />
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-error"
          aria-label={t('leadDeleteOf', { name: lead.fullName })}
          title={t('leadDelete')}
          onClick={() => remove(lead)}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </li>
  );
}
