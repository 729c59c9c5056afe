import { useEffect, useState } from 'react';
import type { Texts } from '../../lib/i18n';
import { Svg } from './Svg';

export const SITE_CHROME_KEYS = [
  'offline.message',
  'offline.dismiss',
  'consent.title',
  'consent.text',
  'consent.accept',
  'consent.readMore',
] as const;

type Props = {
  texts: Texts<(typeof SITE_CHROME_KEYS)[number]>;
  cookiesHref: string;
  /** False on /p and /d pages (SPEC §4). */
  showConsent: boolean;
};

const CONSENT_KEY = 'cookiesAccepted';
const readConsent = () => {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return true; // storage blocked: asking on every page would only nag
  }
};

/** The offline banner (dismissable) and the cookie notice of every public page. */
export default function SiteChrome({ texts, cookiesHref, showConsent }: Props) {
  const [isOffline, setIsOffline] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [isConsentOpen, setIsConsentOpen] = useState(false);

  useEffect(() => {
    const update = () => {
      setIsOffline(!navigator.onLine);
      if (navigator.onLine) setIsDismissed(false);
    };
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!showConsent || /^\/(p|d)\//.test(location.pathname)) return;
    setIsConsentOpen(!readConsent());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_KEY) setIsConsentOpen(!readConsent());
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [showConsent]);

  const accept = () => {
    try {
      localStorage.setItem(CONSENT_KEY, 'true');
    } catch {}
    setIsConsentOpen(false);
  };

  return (
    <>
      {isOffline && !isDismissed && (
        <div
          role="alert"
          className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 bg-warning px-4 py-2 text-warning-content shadow"
        >
          <Svg name="wifiOff" />
          <span className="font-medium">{texts['offline.message']}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={texts['offline.dismiss']}
            onClick={() => setIsDismissed(true)}
          >
            <Svg name="close" />
          </button>
        </div>
      )}
      {isConsentOpen && (
        <section
          role="dialog"
          aria-labelledby="consent-title"
          aria-describedby="consent-text"
          className="fixed inset-x-3 bottom-3 z-40 rounded-box border border-base-300 bg-base-100 p-5 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
        >
          <h2 id="consent-title" className="text-lg font-bold">
            {texts['consent.title']}
          </h2>
          <p id="consent-text" className="mt-2 text-sm leading-relaxed">
            {texts['consent.text']}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary" onClick={accept}>
              {texts['consent.accept']}
            </button>
            <a href={cookiesHref} className="link text-sm">
              {texts['consent.readMore']}
            </a>
          </div>
        </section>
      )}
    </>
  );
}
