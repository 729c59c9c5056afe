import { useStore } from '@nanostores/react';
import { answerText } from '@shared/schemas/lead-form';
import type { LeadEventItem, LeadFollowUp, LeadItem } from '@shared/types/leads';
import { Fragment, useId, useState } from 'react';
import { client } from '../lib/client';
import { type AppKey, formatDate, t as translate, useT } from '../lib/i18n';
import { telHref } from '../lib/people';
import { placeLabel, valueLabel } from '../stats/labels';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { $uiLang } from '../stores/prefs';
import { FormMessage, SelectField, TextAreaField, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { ContactFace } from './ContactList';
import { ORIGIN_LABELS } from './lead-labels';
import { dropLead, putLead } from './leads-store';

const FOLLOW_UPS: { value: LeadFollowUp; key: AppKey }[] = [
  { value: 'new', key: 'leadFollowUpNew' },
  { value: 'contacted', key: 'leadFollowUpContacted' },
  { value: 'won', key: 'leadFollowUpWon' },
  { value: 'lost', key: 'leadFollowUpLost' },
];

/** The name a row shows: the lead's, or what it is while it has none. */
export const leadTitle = (lead: LeadItem) =>
  lead.fullName ||
  lead.email ||
  lead.phone ||
  lead.company ||
  (lead.scanState === 'reading' ? translate('leadReading') : translate('leadNoName'));

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
    message: translate('leadDeleteText', { name: leadTitle(lead) }),
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

/** An erasure on the visitor's request: everything we keep goes; what a CRM has is said to be theirs to erase. */
function erase(lead: LeadItem) {
  openDialog('confirm', {
    title: translate('leadEraseTitle'),
    message: translate('leadEraseText', { name: leadTitle(lead) }),
    confirmLabel: translate('leadErase'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/leads/{shortId}', {
        params: { path: { shortId: lead.shortId }, query: { erase: true } },
      });
      if (!result.ok) return;
      dropLead(lead.shortId);
      const notice = (result.data as { notice?: string } | null)?.notice ?? '';
      notify(`${result.message} ${notice}`.trim(), { color: 'success', timeout: 12_000 });
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

/** One lead: who, how to reach them, the note, where it came from, its follow-up; vCard, edit, seen, delete. */
export function LeadRow({
  lead,
  companyView = false,
  events = [],
}: {
  lead: LeadItem;
  companyView?: boolean;
  events?: LeadEventItem[];
}) {
  const t = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const isNew = lead.readAt === null;
  const name = leadTitle(lead);
  const setFollowUp = async (followUp: LeadFollowUp) => {
    const result = await client.PATCH('/api/v1/leads/{shortId}', {
      params: { path: { shortId: lead.shortId } },
      body: { followUp },
    });
    if (result.ok && result.data) putLead(result.data);
  };
  return (
    <li className="px-4 py-3" data-testid="lead" data-lead={lead.shortId}>
      <div className="flex flex-wrap items-start gap-3">
        {lead.photos[0] ? (
          <button
            type="button"
            className="flex-none"
            onClick={() => setEditing(!editing)}
            aria-label={t('leadEditOf', { name })}
          >
            <img
              src={lead.photos[0]}
              alt=""
              width={72}
              height={48}
              loading="lazy"
              className="bg-base-200 h-12 w-18 rounded object-cover"
            />
          </button>
        ) : (
          <ContactFace name={name} />
        )}
        {/* The actions go below the text on a phone instead of squeezing it. */}
        <div className="min-w-0 flex-[1_1_14rem]">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {lead.scanState === 'reading' && !lead.fullName && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            <span className="truncate" data-testid="lead-name">
              {name}
            </span>
            {isNew && <span className="badge badge-primary badge-sm">{t('leadNew')}</span>}
            {lead.scanState === 'reading' && lead.fullName && (
              <span className="badge badge-ghost badge-sm">{t('leadReading')}</span>
            )}
            {lead.scanState === 'failed' && (
              <span className="badge badge-warning badge-sm">{t('leadReadFailedShort')}</span>
            )}
          </p>
          {(lead.title || lead.company) && (
            <p className="text-base-content/75 truncate text-sm">
              {[lead.title, lead.company].filter(Boolean).join(', ')}
            </p>
          )}
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
          {lead.answers.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="lead-answers">
              {lead.answers.map((a) => (
                <Fragment key={a.id}>
                  <dt className="text-base-content/70">{a.label}</dt>
                  <dd className="break-words">{answerText(a, t('leadAnswerYes'), t('leadAnswerNo'))}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {lead.tags.length > 0 && (
            <p className="mt-1 flex flex-wrap gap-1">
              {lead.tags.map((tag) => (
                <span key={tag} className="badge badge-outline badge-sm">
                  {tag}
                </span>
              ))}
            </p>
          )}
          {lead.crm && <CrmLine lead={lead} canSend={companyView} />}
          <p className="text-base-content/70 mt-1 flex flex-wrap items-center gap-x-2 text-xs">
            <Icon
              name={lead.origin === 'card-page' ? 'card' : lead.origin === 'paper-card' ? 'camera' : 'qr'}
              className="size-3.5"
            />
            <span>
              {lead.origin === 'card-page' && !companyView
                ? t('leadFromCard')
                : t(ORIGIN_LABELS[lead.origin])}
            </span>
            {lead.dynatag && (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="lead-tag">
                  {t('leadFromTag', { label: lead.dynatag.label || lead.dynatag.shortId })}
                </span>
              </>
            )}
            {lead.event && (
              <>
                <span aria-hidden="true">·</span>
                <span>{lead.event.name}</span>
              </>
            )}
            {companyView && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('leadCapturedBy', { name: lead.capturedBy.fullName })}</span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <time dateTime={new Date(lead.createdAt).toISOString()}>{formatDate(lead.createdAt)}</time>
          </p>
          <LeadVisitLine visit={lead.visit} />
        </div>
        <div className="flex flex-wrap items-center gap-1 max-sm:w-full max-sm:justify-end">
          <label htmlFor={`${id}-follow`} className="sr-only">
            {t('leadFollowUpOf', { name })}
          </label>
          <select
            id={`${id}-follow`}
            className="select select-xs w-auto"
            value={lead.followUp}
            onChange={(e) => void setFollowUp(e.target.value as LeadFollowUp)}
          >
            {FOLLOW_UPS.map((f) => (
              <option key={f.value} value={f.value}>
                {t(f.key)}
              </option>
            ))}
          </select>
          <a
            className="btn btn-sm"
            href={`/api/v1/leads/${encodeURIComponent(lead.shortId)}/vcard`}
            download
            aria-label={t('leadDownloadOf', { name })}
            onClick={() => {
              if (isNew) void markSeen(lead);
            }}
          >
            <Icon name="download" className="size-4" />
            {t('leadDownload')}
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t('leadEditOf', { name })}
            aria-expanded={editing}
            title={t('leadEdit')}
            onClick={() => setEditing(!editing)}
          >
            <Icon name="pencil" className="size-4" />
          </button>
          {isNew && (
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square"
              aria-label={t('leadMarkRead', { name })}
              title={t('leadMarkRead', { name })}
              onClick={() => void markSeen(lead)}
            >
              <Icon name="check" className="size-4" />
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square text-error"
            aria-label={t('leadDeleteOf', { name })}
            title={t('leadDelete')}
            onClick={() => remove(lead)}
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      </div>
      {editing && <LeadEditor lead={lead} events={events} onDone={() => setEditing(false)} />}
    </li>
  );
}

type Draft = {
  fullName: string;
  title: string;
  company: string;
  email: string;
  phone: string;
  web: string;
  address: string;
  note: string;
  tags: string;
  event: string;
};

const draftOf = (lead: LeadItem): Draft => ({
  fullName: lead.fullName,
  title: lead.title,
  company: lead.company,
  email: lead.email,
  phone: lead.phone,
  web: lead.web,
  address: lead.address,
  note: lead.note,
  tags: lead.tags.join(', '),
  event: lead.event?.shortId ?? '',
});

/**
 * The quick check and correction: the photo beside the fields the server read (empty ones are typed), the text it
 * read, the tags and the event; and the erasure a visitor may ask for.
 */
function LeadEditor({
  lead,
  events,
  onDone,
}: {
  lead: LeadItem;
  events: LeadEventItem[];
  onDone: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(lead));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ ok: boolean; message: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof Draft, label: string, type = 'text', maxLength = 100) => (
    <TextField
      label={label}
      type={type}
      value={draft[key]}
      maxLength={maxLength}
      error={errors[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );
  const eventChoices = events.filter((e) => !lead.belongsTo || e.company.shortId === lead.belongsTo.shortId);
  const save = async () => {
    setBusy(true);
    setProblem(null);
    const { tags, event, ...rest } = draft;
    const result = await client.PATCH('/api/v1/leads/{shortId}', {
      params: { path: { shortId: lead.shortId } },
      body: {
        ...rest,
        tags: tags
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
        event: event || null,
      },
      notifyErrors: false,
    });
    setBusy(false);
    if (result.ok && result.data) {
      putLead(result.data);
      onDone();
      return;
    }
    setErrors(
      Object.fromEntries(result.errors.map((e) => [e.field?.replace(/^json\./, '') ?? '', e.message])),
    );
    setProblem({ ok: false, message: result.message });
  };
  return (
    <div
      className="bg-base-200/60 rounded-box mt-3 grid gap-4 p-3 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
      data-testid="lead-editor"
    >
      <div className="space-y-2">
        {lead.photos.map((src, i) => (
          <a key={src} href={src} target="_blank" rel="noreferrer" className="block">
            <img
              src={src}
              alt={i === 0 ? t('leadPhotoFront') : t('leadPhotoBack')}
              className="rounded-box bg-base-100 w-full"
            />
          </a>
        ))}
        {lead.scanState === 'reading' && (
          <p className="flex items-center gap-2 text-sm" role="status">
            <span className="loading loading-spinner loading-xs" />
            {t('leadReadingHelp')}
          </p>
        )}
        {lead.scanState === 'failed' && <p className="text-warning text-sm">{t('leadReadFailed')}</p>}
        {lead.scannedText && (
          <details className="text-sm">
            <summary className="cursor-pointer">{t('leadScannedText')}</summary>
            <pre className="bg-base-100 mt-1 max-h-48 overflow-auto rounded p-2 text-xs whitespace-pre-wrap break-all">
              {lead.scannedText}
            </pre>
          </details>
        )}
        {lead.consent.way && (
          <p className="text-base-content/70 text-xs">
            {t(lead.consent.way === 'form' ? 'leadConsentForm' : 'leadConsentSalesperson', {
              time: lead.consent.at ? formatDate(lead.consent.at) : '',
            })}{' '}
            “{lead.consent.text}”
          </p>
        )}
      </div>
      <form
        className="grid gap-x-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {field('fullName', t('leadFieldName'))}
        {field('title', t('leadFieldTitle'))}
        {field('company', t('leadFieldCompany'))}
        {field('email', t('leadFieldEmail'), 'email', 254)}
        {field('phone', t('leadFieldPhone'), 'tel', 40)}
        {field('web', t('leadFieldWeb'), 'text', 200)}
        <div className="sm:col-span-2">{field('address', t('leadFieldAddress'), 'text', 300)}</div>
        {field('tags', t('captureTags'), 'text', 400)}
        <SelectField
          label={t('captureEvent')}
          value={draft.event}
          onChange={(event) => setDraft({ ...draft, event })}
          empty={t('captureNoEvent')}
          options={eventChoices.map((e) => ({ value: e.shortId, label: e.name }))}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t('captureNote')}
            value={draft.note}
            onChange={(note) => setDraft({ ...draft, note })}
            maxLength={1000}
            rows={3}
          />
        </div>
        <div className="sm:col-span-2">
          <FormMessage result={problem} />
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('leadSave')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error ms-auto"
            onClick={() => erase(lead)}
          >
            <Icon name="trash" className="size-4" />
            {t('leadErase')}
          </button>
        </div>
      </form>
    </div>
  );
}

const CRM_NAMES = { hubspot: 'HubSpot', salesforce: 'Salesforce' } as const;

/**
 * Where the lead stands in the company's CRM: in it, on its way, or refused with the CRM's reason — and, for the
 * company's owners (the company's list), a button that sends it again.
 */
function CrmLine({ lead, canSend }: { lead: LeadItem; canSend: boolean }) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const crm = lead.crm!;
  const name = CRM_NAMES[crm.provider];
  if (crm.state === 'synced') {
    return (
      <p className="text-success mt-1 text-xs" data-testid="lead-crm">
        {t('leadCrmSynced', { crm: name })}
      </p>
    );
  }
  if (crm.state !== 'failed' || sent) {
    return (
      <p className="text-base-content/70 mt-1 text-xs" data-testid="lead-crm">
        {sent ? t('leadCrmSentAgain', { crm: name }) : t('leadCrmQueued', { crm: name })}
      </p>
    );
  }
  const sendAgain = async () => {
    if (!lead.belongsTo) return;
    const result = await client.POST('/api/v1/companies/{shortId}/crm/leads/{leadShortId}/sync', {
      params: { path: { shortId: lead.belongsTo.shortId, leadShortId: lead.shortId } },
    });
    if (result.ok) setSent(true);
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs" data-testid="lead-crm">
      <span className="text-warning">{crm.error ?? t('leadCrmFailed', { crm: name })}</span>
      {canSend && lead.belongsTo && (
        <button type="button" className="btn btn-xs" onClick={sendAgain}>
          {t('leadCrmSendAgain', { crm: name })}
        </button>
      )}
    </div>
  );
}
