import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';

type Mine = {
  apple: boolean;
  google: boolean;
  passes: { serial: string; kind: 'card' | 'metalCard'; company: string }[];
};

/**
 * "Add to Apple Wallet" / "Save to Google Wallet" for my card and each metal card I hold. Only the services the
 * server is configured for; with none, nothing is shown at all.
 */
export function WalletActions() {
  const t = useT();
  const [mine, setMine] = useState<Mine | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    client.GET('/api/v1/wallet/mine', { signal: controller.signal, notifyErrors: false }).then((res) => {
      if (res.ok) setMine(res.data);
    });
    return () => controller.abort();
  }, []);
  if (!mine || (!mine.apple && !mine.google)) return null;
  const badge = 'btn btn-sm border-0 bg-black text-white hover:bg-neutral-800';
  return (
    <section
      className="mt-4 space-y-3 border-base-300 border-t pt-4"
      aria-labelledby="wallet-title"
      data-testid="wallet"
    >
      <h3 id="wallet-title" className="font-semibold">
        {t('walletTitle')}
      </h3>
      <p className="text-base-content/75 text-sm">{t('walletText')}</p>
      <ul className="space-y-2">
        {mine.passes.map((pass) => (
          <li key={pass.serial} className="flex flex-wrap items-center gap-2">
            <span className="me-auto text-sm">
              {pass.kind === 'card' ? t('walletCard') : t('walletMetalCard', { company: pass.company })}
            </span>
            {mine.apple && (
              <a className={badge} href={`/api/v1/wallet/apple/${pass.serial}`} download>
                {t('addToAppleWallet')}
              </a>
            )}
            {mine.google && (
              <a
                className={badge}
                href={`/api/v1/wallet/google/${pass.serial}`}
                target="_blank"
                rel="noopener"
              >
                {t('saveToGoogleWallet')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
