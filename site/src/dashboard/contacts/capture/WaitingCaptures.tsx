import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui/icons';
import { $queue, $waiting, dropCapture, refreshQueue, sendWaiting } from './queue';

/** "3 waiting": the captures kept on this phone until the connection returns, and the ones the server refused. */
export function WaitingCaptures() {
  const t = useT();
  const waiting = useStore($waiting);
  const queue = useStore($queue);
  useEffect(() => {
    if ($queue.get() === null) void refreshQueue();
  }, []);
  const refused = (queue ?? []).filter((c) => c.refused);
  if (!waiting && !refused.length) return null;
  return (
    <div className="space-y-2">
      {waiting > 0 && (
        <div
          role="status"
          className="alert alert-info alert-soft dc-alert text-sm"
          data-testid="captures-waiting"
        >
          <Icon name="upload" />
          <span>{t('capturesWaiting', { count: waiting })}</span>
          <button type="button" className="btn btn-sm" onClick={() => void sendWaiting()}>
            <Icon name="refresh" className="size-4" />
            {t('capturesSendNow')}
          </button>
        </div>
      )}
      {refused.map((c) => (
        <div key={c.clientKey} role="alert" className="alert alert-warning alert-soft dc-alert text-sm">
          <Icon name="warning" />
          <span>
            {t('captureRefused', { when: new Date(c.capturedAt).toLocaleString() })} {c.refused}
          </span>
          <button type="button" className="btn btn-sm" onClick={() => void dropCapture(c.clientKey)}>
            {t('captureDrop')}
          </button>
        </div>
      ))}
    </div>
  );
}
