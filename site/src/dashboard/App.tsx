import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { t as translate, useT } from './lib/i18n';
import { bindLive } from './lib/live';
import { loginThenBack } from './lib/return-path';
import { guard, matchRoute, sectionPath } from './lib/routes';
import { isLeaving, isLoggingOut, leaveTo, refreshStoredUser, startPath } from './lib/session';
import { adoptSsoSession, isSsoReturn } from './lib/sso-return';
import { Nav, SECTION_META } from './shell/Nav';
import { TopBars } from './shell/TopBars';
import { ensureDialogHistory } from './stores/dialog-history';
import { isOpen } from './stores/dialogs';
import { flash, notify } from './stores/notifications';
import { bindPeople } from './stores/people';
import { $language, $themeMode, applyTheme, isLang, setLanguage } from './stores/prefs';
import { $path, bindRouter, navigate } from './stores/router';
import { $user } from './stores/user';
import { Overlays } from './ui/Overlays';
import { prepareMyCardOffline, SectionView } from './views/SectionView';

const reloginOpen = () => isOpen('login', (e) => Boolean((e.props as { relogin?: boolean }).relogin));

/**
 * Signed out on a protected route: to the start page with the red notice (SPEC §4 guard), where the login dialog
 * opens and, once logged in, leads back to the address asked for (path and query).
 */
function toStart() {
  if (isLeaving() || isLoggingOut()) return;
  flash(translate('loginRequired'), { color: 'error' });
  void leaveTo(loginThenBack(startPath(), `${location.pathname}${location.search}`));
}

function useGuard(path: string, paused: boolean) {
  useEffect(() => {
    if (paused) return;
    const route = matchRoute(path);
    const decision = guard(route, $user.get());
    if (decision === 'login') {
      if (!reloginOpen()) toStart();
    } else if (decision === 'forbidden') {
      notify(translate('forbiddenPage'), { color: 'error' });
      navigate(sectionPath('profiles'), { replace: true });
    } else if (route.kind === 'redirect') {
      navigate(route.to, { replace: true });
    }
  }, [path, paused]);
}

/**
 * The header's language links lead to the start page of that language; on the dashboard the choice is
 * stored and the same address reloads, served by the server in the new language (header included).
 */
function onLanguageLink(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('[data-set-lang]') : null;
  const code = link?.getAttribute('data-set-lang');
  if (!isLang(code)) return;
  event.preventDefault();
  setLanguage(code);
  location.reload();
}

/**
 * The server picks the shell's language from the targetLang cookie. When the cookie was missing (the
 * page script has set it by now) and the stored language differs, load the address once more.
 */
function shellInOtherLanguage(): boolean {
  const stored = $language.get();
  if (document.documentElement.lang === stored) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === stored) return false;
    sessionStorage.setItem(RELOADED_KEY, stored);
  } catch {
    return false;
  }
  setLanguage(stored);
  location.reload();
  return true;
}
const RELOADED_KEY = 'dc:shell-lang';

/** The dashboard: one React island under /dashboard/* with its own routing, menu and sections. */
export default function DashboardApp() {
  const t = useT();
  const path = useStore($path);
  const user = useStore($user);
  const lang = useStore($language);
  const heading = useRef<HTMLHeadingElement>(null);
  const route = matchRoute(path);
  const routeKey = route.kind === 'section' ? `${route.section}/${route.tab ?? ''}` : route.kind;
  // Back from the company's provider: the session is the server's; the guard waits until it is asked for.
  const [adopting, setAdopting] = useState(isSsoReturn);
  useEffect(() => {
    if (adopting) void adoptSsoSession().finally(() => setAdopting(false));
  }, [adopting]);
  useGuard(path, adopting);

  useEffect(() => {
    if (shellInOtherLanguage()) return;
    bindRouter();
    ensureDialogHistory();
    bindLive();
    bindPeople();
    prepareMyCardOffline();
    void refreshStoredUser();
    const mode = $themeMode.get();
    if (mode) applyTheme(mode);
    window.addEventListener('click', onLanguageLink, true);
    // The user went away without a re-login dialog (logout in another tab, session gone): to the start.
    const off = $user.listen((next) => {
      if (!next && !reloginOpen()) toStart();
    });
    return () => {
      off();
      window.removeEventListener('click', onLanguageLink, true);
    };
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const section = route.kind === 'section' ? route.section : null;
  const title = section ? t(SECTION_META[section].title) : t('notFoundTitle');
  useEffect(() => {
    document.title = `${title} – ${t('productName')}`;
  }, [title, t]);

  // A new page moves focus to its heading, so screen readers announce it (not on the first load).
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes, and only then
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
  }, [routeKey]);

  if (!user) return <Overlays />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 md:py-6" data-testid="dashboard">
      <Overlays />
      <TopBars />
      {/* On a phone the menu's button sits on the title's line (Nav), so the page starts at the top. */}
      <div className="relative grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <Nav current={section} />
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold outline-none max-md:pe-28">
            {title}
          </h1>
          <SectionView route={route} />
        </div>
      </div>
    </div>
  );
}
