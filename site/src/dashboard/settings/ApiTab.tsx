import { useCallback, useEffect, useState } from 'react';
import { client } from '../lib/client';
import { copyText } from '../lib/clipboard';
import { type ApiResult, fieldError } from '../lib/envelope';
import { formatDate, useT } from '../lib/i18n';
import type { ApiKey, NewApiKey } from '../lib/types';
import { openDialog } from '../stores/dialogs';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';

/** Personal API keys: create one with a name (shown once, with copy), list, revoke. */
export function ApiTab() {
  const t = useT();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [created, setCreated] = useState<NewApiKey | null>(null);

  const load = useCallback(async () => {
    const answer = await client.GET('/api/v1/users/me/api-keys');
    setKeys(answer.ok && answer.data ? answer.data : []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const create = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await client.POST('/api/v1/users/me/api-keys', { body: { name }, notifyErrors: false });
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    setResult(null);
    setCreated(answer.data);
    setName('');
    void load();
  };

  const revoke = (key: ApiKey) =>
    openDialog('confirm', {
      title: t('revokeTitle'),
      message: t('revokeText', { name: key.name }),
      confirmLabel: t('revoke'),
      danger: true,
      onConfirm: async () => {
        const answer = await client.DELETE('/api/v1/users/me/api-keys/{id}', {
          params: { path: { id: key.id } },
          notifySuccess: true,
        });
        if (answer.ok) {
          if (created?.id === key.id) setCreated(null);
          await load();
        }
      },
    });

  return (
    <div className="space-y-4">
      <p className="text-sm">
        {t('apiIntro')}{' '}
        <a className="link link-primary" href="/api/docs" target="_blank" rel="noopener">
          {t('apiDocs')}
        </a>
      </p>
      {created && (
        <div role="status" className="alert alert-success alert-soft dc-alert flex-wrap text-sm">
          <Icon name="key" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('newKeyTitle', { name: created.name })}</p>
            <p>{t('newKeyText')}</p>
            <code className="mt-1 block break-all font-mono" data-testid="new-api-key">
              {created.key}
            </code>
          </div>
          <button type="button" className="btn btn-sm" onClick={() => copyText(created.key)}>
            <Icon name="copy" className="size-4" />
            {t('copy')}
          </button>
        </div>
      )}
      <form onSubmit={create} noValidate className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('keyName')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          error={fieldError(result, 'name')}
          className="min-w-56 flex-1"
        />
        <SubmitButton busy={busy} disabled={!name.trim()} className="btn-primary mb-1">
          {t('createKey')}
        </SubmitButton>
      </form>
      <FormMessage result={result && !fieldError(result, 'name') ? result : null} />
      <h3 className="text-sm font-semibold">{t('yourKeys')}</h3>
      {keys === null ? (
        <span className="loading loading-spinner loading-sm" />
      ) : keys.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('keysEmpty')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{key.name}</p>
                <p className="text-base-content/70 text-xs">
                  <code>{key.prefix}…</code> · {t('keyCreated', { date: formatDate(key.createdAt) })} ·{' '}
                  {key.lastUsedAt
                    ? t('keyLastUsed', { date: formatDate(key.lastUsedAt) })
                    : t('keyNeverUsed')}
                </p>
              </div>
              <button type="button" className="btn btn-sm btn-ghost text-error" onClick={() => revoke(key)}>
                {t('revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
