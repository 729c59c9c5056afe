// The one script of every public page (DESIGN §9: ≤ 15 KB of JavaScript on first load, no React): the offline
// banner, the cookie notice, the changelog dialog and the account corner, whose React code (login and signup
// dialogs, the signed-in header) loads only when it is needed.
import { startAuth } from '../auth/loader';
import { startChangelog } from './changelog-link';

const CONSENT_KEY = 'cookiesAccepted';

function readConsent() {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return true; // storage blocked: asking on every page would only nag
  }
}

/** The cookie notice until it is accepted (SPEC §4); never on /p and /d pages, which do not render it. */
function startConsent() {
  const notice = document.getElementById('cookie-consent');
  if (!notice) return;
  const update = () => {
    notice.hidden = readConsent();
  };
  update();
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_KEY) update();
  });
  notice.querySelector('[data-accept-cookies]')?.addEventListener('click', () => {
    try {
      localStorage.setItem(CONSENT_KEY, 'true');
    } catch {}
    notice.hidden = true;
  });
}

/**
 * The offline banner: shown while the browser is offline, or on a page the service worker answered from its
 * copy because the network failed (public/sw.js marks it), until dismissed or the connection is back.
 */
function startOffline() {
  const banner = document.getElementById('offline-banner');
  if (!banner) return;
  let isDismissed = false;
  let isCopy = document.documentElement.hasAttribute('data-offline-copy');
  const update = () => {
    if (navigator.onLine) isDismissed = false;
    banner.hidden = (navigator.onLine && !isCopy) || isDismissed;
  };
  update();
  addEventListener('online', () => {
    isCopy = false;
    update();
  });
  addEventListener('offline', update);
  banner.querySelector('[data-dismiss-offline]')?.addEventListener('click', () => {
    isDismissed = true;
    update();
  });
}

startConsent();
startOffline();
startChangelog();
startAuth();
