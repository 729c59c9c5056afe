import { historySettled } from '../stores/dialog-history';
import { closeAll } from '../stores/dialogs';
import { navigate } from '../stores/router';

/**
 * Goes to a dashboard address from anywhere, a dialog included: the dialogs close first (and their
 * history entries go), then the dashboard routes in place; outside the dashboard the page loads.
 */
export async function goTo(path: string) {
  closeAll();
  await historySettled();
  if (location.pathname.startsWith('/dashboard')) navigate(path);
  else location.assign(path);
}

/** For links: a plain click goes with goTo; new-tab clicks keep the browser's behaviour. */
export function onGoClick(event: React.MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  void goTo(event.currentTarget.getAttribute('href') ?? '/dashboard');
}
