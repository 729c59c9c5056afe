import { atom } from 'nanostores';

/** The dashboard's current path; pushState routing inside /dashboard/*. */
export const $path = atom<string>(typeof location === 'undefined' ? '/dashboard' : location.pathname);

export function navigate(path: string, options: { replace?: boolean } = {}) {
  if (path === location.pathname) return;
  if (options.replace) history.replaceState(history.state, '', path);
  else history.pushState(null, '', path);
  $path.set(path);
  window.scrollTo({ top: 0 });
}

let bound = false;
export function bindRouter() {
  if (bound) return;
  bound = true;
  window.addEventListener('popstate', () => $path.set(location.pathname));
}
