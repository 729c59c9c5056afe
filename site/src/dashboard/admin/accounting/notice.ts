// The provider's redirect ends on /dashboard/administrator/accounting?accounting=connected|error&reason=…:
// the page shows what happened once, then drops the query so a reload does not show it again.

export type ConnectNotice = { kind: 'connected' } | { kind: 'error'; reason: string } | null;

/** The notice a query string asks for; anything else is none. The reason is cut to a readable length. */
export function noticeOf(search: string): ConnectNotice {
  const params = new URLSearchParams(search);
  const state = params.get('accounting');
  if (state === 'connected') return { kind: 'connected' };
  if (state === 'error') return { kind: 'error', reason: (params.get('reason') ?? '').trim().slice(0, 200) };
  return null;
}

/** The search string without the notice's own parameters (others stay). */
export function withoutNotice(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('accounting');
  params.delete('reason');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
