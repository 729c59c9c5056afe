import { useId, useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { formatDate, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { DnsRecord } from './DnsRecord';
import { mailDomainOf, type SsoDomain, type SsoSettings } from './sso-form';
import { useApiText } from './sso-texts';

type Props = { shortId: string; settings: SsoSettings; onSettings: (s: SsoSettings) => void };

/**
 * The company's mail domains: add one, publish the TXT record shown (name and value, each with a copy button),
 * verify it (the API's refusal shown under it), see it verified; remove one after a confirmation.
 */
export function SsoDomains({ shortId, settings, onSettings }: Props) {
  const t = useT();
  const apiText = useApiText();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const add = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const domain = mailDomainOf(typed);
    if (!domain) return setProblem(apiText('invalidMailDomain'));
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/sso/domains', {
      params: { path: { shortId } },
      body: { domain },
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setProblem(fieldError(answer, 'domain') ?? answer.message);
    setProblem(undefined);
    setTyped('');
    onSettings(answer.data);
    notify(answer.message, { color: 'success' });
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="sso-domains">
      <div>
        <h3 id={titleId} className="font-semibold">
          {t('ssoDomainsTitle')}
        </h3>
        <p className="text-base-content/75 text-sm">{t('ssoDomainsIntro')}</p>
      </div>
      {settings.domains.length === 0 ? (
        <p className="text-base-content/75 text-sm italic">{t('ssoDomainsEmpty')}</p>
      ) : (
        <ul className="space-y-2">
          {settings.domains.map((d) => (
            <DomainItem key={d.domain} shortId={shortId} domain={d} onSettings={onSettings} />
          ))}
        </ul>
      )}
      <form
        onSubmit={add}
        noValidate
        className="flex flex-wrap items-end gap-2"
        data-testid="sso-domain-form"
      >
        <TextField
          label={t('ssoDomainField')}
          hint={t('ssoDomainHint')}
          className="min-w-0 grow basis-56"
          name="domain"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(undefined);
          }}
          error={problem}
        />
        <SubmitButton busy={busy} className="btn-outline mb-6">
          <Icon name="plus" className="size-4" />
          {t('ssoDomainAdd')}
        </SubmitButton>
      </form>
    </section>
  );
}

function DomainItem({
  shortId,
  domain: d,
  onSettings,
}: {
  shortId: string;
  domain: SsoDomain;
  onSettings: (s: SsoSettings) => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const params = { path: { shortId, domain: d.domain } };

  const verify = async () => {
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/sso/domains/{domain}/verify', {
      params,
      notifyErrors: false,
    });
    setBusy(false);
    setResult(answer.ok ? null : answer);
    if (answer.ok && answer.data) {
      onSettings(answer.data);
      notify(answer.message, { color: 'success' });
    }
  };
  const remove = () =>
    openDialog('confirm', {
      title: t('ssoDomainRemoveTitle'),
      message: t('ssoDomainRemoveConfirm', { domain: d.domain }),
      confirmLabel: t('ssoDomainRemove'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/companies/{shortId}/sso/domains/{domain}', {
          params,
          notifySuccess: true,
        });
        if (answer.ok && answer.data) onSettings(answer.data);
      },
    });

  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="sso-domain" data-domain={d.domain}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{d.domain}</span>
        <span className={`badge badge-sm ${d.verified ? 'badge-success' : 'badge-warning'}`}>
          {d.verified ? t('ssoDomainVerified') : t('ssoDomainUnverified')}
        </span>
        <span className="ms-auto flex gap-1">
          {!d.verified && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={verify}
              disabled={busy}
              aria-label={t('ssoDomainVerifyLabel', { domain: d.domain })}
            >
              {busy && <span className="loading loading-spinner loading-xs" />}
              {t('ssoDomainVerify')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-ghost text-error"
            onClick={remove}
            aria-label={t('ssoDomainRemoveLabel', { domain: d.domain })}
          >
            <Icon name="trash" className="size-4" />
            <span className="max-sm:sr-only">{t('ssoDomainRemove')}</span>
          </button>
        </span>
      </div>
      {d.verified ? (
        d.verifiedAt !== null && (
          <p className="text-base-content/75 mt-1 text-xs">
            {t('ssoDomainVerifiedAt', { when: formatDate(Number(d.verifiedAt)) })}
          </p>
        )
      ) : (
        <div className="mt-2">
          <p className="text-sm">{t('ssoDomainRecordIntro', { domain: d.domain })}</p>
          <DnsRecord
            type="TXT"
            name={d.record.name}
            value={d.record.value}
            copyName={t('ssoDomainCopyName', { domain: d.domain })}
            copyValue={t('ssoDomainCopyValue', { domain: d.domain })}
          />
          {result?.message && (
            <p className="text-error text-sm" role="alert">
              {result.message}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
