import { useStore } from '@nanostores/react';
import { DEFAULT_LANG, type Lang } from '@shared/constants';
import { useEffect, useState } from 'react';
import { t as appText, useT } from '../../dashboard/lib/i18n';
import { rememberReturnPath, takeReturnPath } from '../../dashboard/lib/return-path';
import { DASHBOARD_HOME, isLeaving, leaveTo, logout, refreshStoredUser } from '../../dashboard/lib/session';
import { SearchToggle } from '../../dashboard/search/SearchPanel';
import { openDialog } from '../../dashboard/stores/dialogs';
import { showFlash } from '../../dashboard/stores/notifications';
import { $pageLang, isLang } from '../../dashboard/stores/prefs';
import { $user } from '../../dashboard/stores/user';
import { preloadDialog } from '../../dashboard/ui/DialogHost';
import { Icon } from '../../dashboard/ui/icons';
import { Overlays } from '../../dashboard/ui/Overlays';
import { ssoErrorText } from './sso';

type Props = {
  /** The page's language (public pages are per language); the dashboard follows the stored choice. */
  lang?: Lang;
  /** Where it sits: the header row, or the narrow-screen drawer (a column of full-width buttons). */
  variant?: 'header' | 'drawer';
};

let started = false;

/** Runs once per page: page language, the notice of the previous page, the stored user, ?login / ?register. */
function start(lang?: Lang) {
  if (started) return;
  started = true;
  const path = location.pathname;
  if (!path.startsWith('/dashboard')) {
    const docLang = document.documentElement.lang.slice(0, 2);
    $pageLang.set(lang ?? (isLang(docLang) ? docLang : null));
  }
  // A page that is already on its way elsewhere (the dashboard guard) leaves the notice to the next one.
  if (!isLeaving()) showFlash();
  void refreshStoredUser();
  // The page's own markup shows signed-in or signed-out parts (the drawer) by this attribute.
  $user.subscribe((user) => document.documentElement.toggleAttribute('data-signed-in', Boolean(user)));
  // Logout buttons outside this island (the drawer) ask for it by attribute.
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('[data-auth-action="logout"]') : null;
    if (!button) return;
    event.preventDefault();
    try {
      document.getElementById('site-drawer')?.hidePopover();
    } catch {
      // the drawer was not open
    }
    void logout();
  });

  const params = new URLSearchParams(location.search);
  // A sign-in at the company's provider that failed comes back as /login?ssoError=<key>: only a key the API
  // sends there is shown, in its own words here; anything else in the address is ignored.
  const ssoError = params.has('ssoError') ? ssoErrorText(params.get('ssoError')) : null;
  const wantsLogin =
    params.get('login') === 'true' || /^\/((en|fi)\/)?login\/?$/.test(path) || params.has('ssoError');
  const wantsSignup = params.get('register') === 'true' || /^\/((en|fi)\/)?register\/?$/.test(path);
  if (!wantsLogin && !wantsSignup) return;
  // From a profile page's "save to my contacts": back there after logging in.
  rememberReturnPath(params.get('next'));
  params.delete('login');
  params.delete('register');
  params.delete('next');
  params.delete('ssoError');
  const query = params.toString();
  history.replaceState(history.state, '', `${path}${query ? `?${query}` : ''}${location.hash}`);
  if ($user.get()) void leaveTo(takeReturnPath() ?? DASHBOARD_HOME);
  else if (ssoError) openDialog('login', { way: 'sso', message: appText(ssoError) });
  else openDialog(wantsSignup ? 'signup' : 'login');
}

/**
 * The header's account corner on every page: login and signup when signed out; search, avatar and
 * logout when signed in. The first one on a page also hosts the dialogs and notifications.
 */
export default function AuthRoot({ lang, variant = 'header' }: Props) {
  const [mounted, setMounted] = useState(false);
  // Until mounted, render exactly what the server rendered (its language, signed out): no hydration mismatch.
  const t = useT(mounted ? undefined : (lang ?? DEFAULT_LANG));
  const user = useStore($user);

  useEffect(() => {
    start(lang);
    setMounted(true);
  }, [lang]);

  const signedIn = mounted && user;
  const column = variant === 'drawer';
  const buttons = column ? 'btn btn-block justify-start' : 'btn btn-sm';

  return (
    <div className={column ? 'flex flex-col gap-2' : 'flex items-center gap-2'} data-testid="auth-root">
      {mounted && <Overlays />}
      {signedIn && !column && <SearchToggle />}
      {/* In the header the account actions show only above the drawer breakpoint; the drawer has them below it. */}
      <div className={column ? 'contents' : 'hidden items-center gap-2 nav:flex'}>
        {signedIn ? (
          <>
            <a
              href={DASHBOARD_HOME}
              className={column ? 'btn btn-ghost btn-block justify-start' : 'avatar rounded-full'}
              aria-label={t('yourProfile')}
              title={user.fullName}
            >
              <img
                src={user.avatarPath}
                alt=""
                width={36}
                height={36}
                className={`rounded-full bg-base-200 object-cover ${column ? 'size-7' : 'size-9'}`}
              />
              {column && <span>{t('yourProfile')}</span>}
            </a>
            <button type="button" className={`${buttons} btn-ghost`} onClick={() => void logout()}>
              <Icon name="logout" className="size-4" />
              <span className={column ? '' : 'max-sm:sr-only'}>{t('logout')}</span>
            </button>
          </>
        ) : (
          <>
            <a
              href="?login=true"
              data-auth-open="login"
              className={`${buttons} btn-ghost`}
              onPointerEnter={() => preloadDialog('login')}
              onFocus={() => preloadDialog('login')}
              onClick={(event) => {
                if (!mounted) return;
                event.preventDefault();
                openDialog('login');
              }}
            >
              {t('login')}
            </a>
            <a
              href="?register=true"
              data-auth-open="signup"
              className={`${buttons} btn-primary`}
              onPointerEnter={() => preloadDialog('signup')}
              onFocus={() => preloadDialog('signup')}
              onClick={(event) => {
                if (!mounted) return;
                event.preventDefault();
                openDialog('signup');
              }}
            >
              {t('signup')}
            </a>
          </>
        )}
      </div>
    </div>
  );
}
