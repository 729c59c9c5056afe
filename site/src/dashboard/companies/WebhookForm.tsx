import { WEBHOOK_EVENTS, type WebhookEvent } from '@shared/schemas/webhooks';
import { useState } from 'react';
import { client } from '../lib/client';
import { copyText } from '../lib/clipboard';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { EVENT_LABELS, type WithSecret } from './webhooks';

/** Adds an endpoint: its address, the events it takes (leads by default) and a note. */
export function WebhookForm({
  companyShortId,
  onCreated,
  onCancel,
}: {
  companyShortId: string;
  onCreated: (created: WithSecret) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) =>
      on ? WEBHOOK_EVENTS.filter((e) => e === event || list.includes(e)) : list.filter((e) => e !== event),
    );

  const submit = async (e: React.SubmitEvent) => {
    e.preventDefault();
    setBusy(true);
    const answer = await client.POST('/api/v1/companies/{shortId}/webhooks/', {
      params: { path: { shortId: companyShortId } },
      body: { url: url.trim(), events, description: description.trim() },
      notifyErrors: false,
    });
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    onCreated(answer.data);
  };

  const fieldsWithErrors = ['url', 'events', 'description'];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-box border border-base-300 p-3"
      data-testid="webhook-form"
    >
      <FormMessage
        result={
          result && !result.errors.some((e) => fieldsWithErrors.includes(e.field ?? '')) ? result : null
        }
      />
      <TextField
        label={t('webhookUrl')}
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={2000}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={fieldError(result, 'url')}
        required
      />
      <TextField
        label={t('webhookNote')}
        maxLength={100}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={fieldError(result, 'description')}
      />
      <fieldset className="mt-2">
        <legend className="mb-1 text-sm font-medium">{t('webhookEvents')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <CheckboxField
            key={event}
            label={t(EVENT_LABELS[event])}
            checked={events.includes(event)}
            onChange={(e) => toggle(event, e.target.checked)}
          />
        ))}
        {fieldError(result, 'events') && <p className="text-error text-xs">{fieldError(result, 'events')}</p>}
      </fieldset>
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy} className="btn-primary btn-sm">
          {t('webhookAdd')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The secret, shown this once after adding an endpoint or rotating its secret. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT();
  return (
    <div
      className="alert alert-warning alert-soft dc-alert block text-sm"
      role="status"
      data-testid="webhook-secret"
    >
      <p>{t('webhookSecretOnce')}</p>
      <code className="my-2 block break-all rounded bg-base-100 p-2 font-mono text-xs">{secret}</code>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm" onClick={() => copyText(secret)}>
          <Icon name="copy" className="size-4" />
          {t('webhookSecretCopy')}
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={onDone}>
          {t('webhookSecretStored')}
        </button>
      </div>
    </div>
  );
}
