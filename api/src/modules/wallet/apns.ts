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

export function http2Apns(apple: AppleWalletConfig, log: Logger): Apns {
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
      try {
        const answers = await Promise.all(
          pushTokens.map((token) => push(session, apple.passTypeId, token, log)),
        );
        return pushTokens.filter((_, i) => answers[i] === 'gone');
      } finally {
        session.close();
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
