// Apple Push Notification service for passes: an empty push to each device holding a changed pass makes the
// device ask our web service what changed. HTTP/2 POST /3/device/{pushToken}, apns-topic = the pass type
// identifier, authenticated by the pass type certificate (TLS client certificate).
import { connect } from 'node:http2';
import type { Logger } from '../../platform/log';
import type { AppleWalletConfig } from '../../platform/wallet-config';

export type Apns = {
  /**
   * Asks APNs to wake these devices; resolves once every push is answered, with the tokens APNs says are no
   * longer valid (410 Unregistered, or 400 BadDeviceToken): their registrations are to be dropped.
   */
  notify(pushTokens: string[]): Promise<string[]>;
};

/**
 * How long one round of pushes may take. A hung APNs is one that is down (DESIGN §10): the round ends, the pushes
 * not answered are not sent again (the devices fetch the pass at their next push or refresh), and the pass watch,
 * which also queues Google's updates, goes on.
 */
export const APNS_DEADLINE_MS = 10_000;

export function http2Apns(apple: AppleWalletConfig, log: Logger, deadlineMs = APNS_DEADLINE_MS): Apns {
  return {
    async notify(pushTokens) {
      if (!pushTokens.length) return [];
      const session = connect(apple.apnsUrl, {
        cert: apple.cert,
        key: apple.key,
        passphrase: apple.keyPassphrase,
        ...(apple.apnsCa ? { ca: apple.apnsCa } : {}),
      });
      session.on('error', (error) => log.warn('apns: connection failed', { error }));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      try {
        const answers = await Promise.race([
          Promise.all(pushTokens.map((token) => push(session, apple.passTypeId, token, log))),
          late,
        ]);
        if (answers === 'late') {
          log.warn('apns: no answer in time; the pushes not answered are not sent again', {
            ms: deadlineMs,
            pushes: pushTokens.length,
          });
          session.destroy();
          return [];
        }
        return pushTokens.filter((_, i) => answers[i] === 'gone');
      } finally {
        clearTimeout(timer);
        if (!session.destroyed) session.close();
      }
    },
  };
}

function push(session: ReturnType<typeof connect>, topic: string, token: string, log: Logger) {
  return new Promise<'sent' | 'gone' | 'failed'>((resolve) => {
    const stream = session.request({
      ':method': 'POST',
      ':path': `/3/device/${encodeURIComponent(token)}`,
      'apns-topic': topic,
      'apns-push-type': 'background',
      'content-type': 'application/json',
    });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      if (status === 200) return resolve('sent');
      if (status === 410 || (status === 400 && body.includes('BadDeviceToken'))) return resolve('gone');
      log.warn('apns: push refused', { status, body });
      resolve('failed');
    });
    stream.on('error', (error) => {
      log.warn('apns: push failed', { error });
      resolve('failed');
    });
    stream.end('{}');
  });
}
