import { PAGE_DOMAIN_PATTERN } from '@shared/schemas/page-domains';
import { useCallback, useEffect, useState } from 'react';
import type { ApiData } from '../../../../packages/client/src/index';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { formatDate, useT } from '../lib/i18n';
import { openDialog } from '../stores/dialogs';
import { notify } from '../stores/notifications';
import { useCompanies } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { LoadFailed, Spinner } from '../ui/parts';
import { DnsRecord } from './DnsRecord';

type PageDomain = NonNullable<ApiData<'/api/v1/companies/{shortId}/page-domain', 'get'>>;
const HOST = new RegExp(PAGE_DOMAIN_PATTERN);

/**
 * The company's own domain for its pages (owners): set it, add the two DNS records shown (each with a copy
 * button), check them, and see it active; or remove it.
 */
export default function PageDomainDialog({ props, isTop, close }: DialogComponentProps<'pageDomain'>) {
  const t = useT();
  const company = useCompanies()?.find((c) => c.shortId === props.shortId);
  const shortId = props.shortId;
  const [domain, setDomain] = useState<PageDomain | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [host, setHost] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);

  const load = useCallback(async () => {
    const answer = await client.GET('/api/v1/companies/{shortId}/page-domain', {
      params: { path: { shortId } },
      notifyErrors: false,
    });
    setFailed(!answer.ok);
    if (answer.ok) setDomain(answer.data ?? null);
  }, [shortId]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (e: React.SubmitEvent) => {
    e.preventDefault();
    const asked = host.trim().toLowerCase();
    if (!HOST.test(asked)) {
      setResult({
        ok: false,
        status: 422,
        message: '',
        data: null,
        errors: [{ field: 'host', message: t('domainInvalid') }],
      });
      return;
    }
    setBusy(true);
    const answer = await client.PUT('/api/v1/companies/{shortId}/page-domain', {
      params: { path: { shortId } },
      body: { host: asked },
      notifyErrors: false,
    });
    setBusy(false);
    setResult(answer);
    if (answer.ok && answer.data) {
      setDomain(answer.data);
      notify(answer.message, { color: 'success' });
    }
  };
  const check = async () => {
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/page-domain/check', {
      params: { path: { shortId } },
      notifyErrors: false,
    });
    setBusy(false);
    setResult(answer);
    if (answer.ok && answer.data) {
      setDomain(answer.data);
      if (answer.data.status === 'active') notify(answer.message, { color: 'success' });
    }
  };
  const remove = () =>
    openDialog('confirm', {
      title: t('domainRemoveTitle'),
      message: t('domainRemoveConfirm', { host: domain?.host ?? '' }),
      confirmLabel: t('domainRemove'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/companies/{shortId}/page-domain', {
          params: { path: { shortId } },
        });
        if (answer.ok) {
          setDomain(null);
          setResult(null);
        }
      },
    });

  return (
    <DialogFrame
      title={company ? t('domainTitleOf', { name: company.name }) : t('domainTitle')}
      onClose={close}
      isTop={isTop}
      size="lg"
    >
      <p className="text-base-content/75 mb-3 text-sm">{t('domainIntro')}</p>
      {failed && domain === undefined ? (
        <LoadFailed message={t('domainLoadFailed')} onRetry={load} retryLabel={t('tryAgain')} />
      ) : domain === undefined ? (
        <Spinner label={t('loading')} />
      ) : domain === null ? (
        <form onSubmit={save} noValidate data-testid="page-domain-form">
          <FormMessage result={result && !fieldError(result, 'host') ? result : null} />
          <TextField
            label={t('domainHost')}
            hint={t('domainHostHint')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={253}
            value={host}
            onChange={(e) => setHost(e.target.value)}
            error={fieldError(result, 'host')}
            required
          />
          <div className="modal-action">
            <SubmitButton busy={busy}>{t('domainSave')}</SubmitButton>
          </div>
        </form>
      ) : (
        <div className="space-y-3" data-testid="page-domain">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-all">{domain.host}</span>
            <span className={`badge ${domain.status === 'active' ? 'badge-success' : 'badge-warning'}`}>
              {domain.status === 'active' ? t('domainActive') : t('domainPending')}
            </span>
          </div>
          {domain.status === 'active' ? (
            <p className="text-sm">{t('domainActiveText', { url: domain.url })}</p>
          ) : (
            <>
              <p className="text-sm">{t('domainRecordsIntro')}</p>
              <DnsRecord
                type="TXT"
                name={domain.txt.name}
                value={domain.txt.value}
                copyName={t('domainCopyName', { type: 'TXT' })}
                copyValue={t('domainCopyValue', { type: 'TXT' })}
              />
              <DnsRecord
                type="CNAME"
                name={domain.cname.name}
                value={domain.cname.target}
                copyName={t('domainCopyName', { type: 'CNAME' })}
                copyValue={t('domainCopyValue', { type: 'CNAME' })}
              />
            </>
          )}
          {domain.problem && (
            <p className="text-error text-sm" role="alert">
              {domain.problem}
            </p>
          )}
          {domain.checkedAt !== null && (
            <p className="text-base-content/75 text-xs">
              {t('domainCheckedAt', { when: formatDate(Number(domain.checkedAt)) })}
            </p>
          )}
          <div className="modal-action flex-wrap">
            <button type="button" className="btn btn-sm btn-ghost text-error me-auto" onClick={remove}>
              <Icon name="trash" className="size-4" />
              {t('domainRemove')}
            </button>
            {domain.status !== 'active' && (
              <button type="button" className="btn btn-sm btn-primary" onClick={check} disabled={busy}>
                {busy && <span className="loading loading-spinner loading-xs" />}
                {t('domainCheck')}
              </button>
            )}
          </div>
        </div>
      )}
    </DialogFrame>
  );
}
