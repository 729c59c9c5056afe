// The account corner of a public page without React on first load (DESIGN §9): the header and drawer show the
// server-rendered login and signup links; their React code (islands/auth/mount.tsx, with the dialogs, stores and
// the signed-in header) loads when it is needed — a click on them (warmed on hover and focus), an address that
// asks for a dialog (/login, ?login=true, /register, ?register=true), a notice left by the previous page, a
// signed-in reader (the header shows search, avatar and logout), and the dashboard, which runs React anyway.

type Mount = typeof import('./mount');

// The keys the dashboard's stores use (dashboard/stores/user.ts USER_KEY, notifications.ts FLASH_KEY); read
// here without importing the stores, which would bring them into the first load.
const USER_KEY = 'user';
const FLASH_KEY = 'dc:flash';
const DIALOG_ADDRESS = /^\/(?:(?:en|fi)\/)?(login|register)\/?$/;

let module: Promise<Mount> | null = null;
let mounted: Promise<Mount> | null = null;

const load = () => {
  module ??= import('./mount');
  return module;
};
const mount = () => {
  mounted ??= load().then((loaded) => {
    loaded.mountAuth();
    return loaded;
  });
  return mounted;
};

const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

function isWanted() {
  const params = new URLSearchParams(location.search);
  if (params.get('login') === 'true' || params.get('register') === 'true' || params.has('ssoError'))
    return true;
  if (DIALOG_ADDRESS.test(location.pathname) || location.pathname.startsWith('/dashboard')) return true;
  return Boolean(read(() => sessionStorage, FLASH_KEY));
}

const isSignedIn = () => {
  const user = read(() => localStorage, USER_KEY);
  return Boolean(user && user !== 'null' && user !== 'undefined');
};

export function startAuth() {
  const opener = (event: Event) =>
    event.target instanceof Element
      ? event.target.closest<HTMLElement>('[data-auth-open="login"], [data-auth-open="signup"]')
      : null;
  let isOpening = false;
  document.addEventListener('click', (event) => {
    const link = opener(event);
    // Once hydrated, the island's own handler opens the dialog and prevents the default.
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    if (isOpening) return; // a second click while the code loads: one dialog is on its way
    isOpening = true;
    const kind = link.dataset.authOpen === 'signup' ? 'signup' : 'login';
    void mount()
      .then((loaded) => loaded.openAuthDialog(kind))
      .finally(() => {
        isOpening = false;
      });
  });
  const warm = (event: Event) => {
    if (opener(event)) void load().then((loaded) => loaded.preload());
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);

  if (isWanted()) void mount();
  else if (isSignedIn()) {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void mount());
  }
}
