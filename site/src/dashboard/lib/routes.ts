/** The dashboard sections of SPEC §2, in menu order. */
export const SECTIONS = [
  'profiles',
  'card',
  'companies',
  'dynatags',
  'contacts',
  'subscriptions',
  'orders',
  'administrator',
] as const;
export type Section = (typeof SECTIONS)[number];

export type Route =
  | { kind: 'section'; section: Section; tab?: string; item?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export const sectionPath = (section: Section, tab?: string) => `/dashboard/${section}${tab ? `/${tab}` : ''}`;

/** A company's overview page (issue 32): one page of its views, top cards and tags, and map. */
export const companyOverviewPath = (companyId: string) =>
  `/dashboard/companies/${encodeURIComponent(companyId)}/overview`;

/** A company's audit log (issue 33): who changed what, when and how. */
export const companyAuditPath = (companyId: string) =>
  `/dashboard/companies/${encodeURIComponent(companyId)}/audit`;

/**
 * Which view a path shows: /dashboard → profiles; /dashboard/{section}[/{tab}]; a company's overview
 * /dashboard/companies/{id}/overview and /audit; anything else is not found.
 */
export function matchRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'dashboard') return { kind: 'notFound' };
  if (parts.length === 1) return { kind: 'redirect', to: sectionPath('profiles') };
  const section = parts[1] as Section;
  if (section === 'companies' && parts.length === 4 && (parts[3] === 'overview' || parts[3] === 'audit')) {
    return { kind: 'section', section, tab: parts[3], item: decodeURIComponent(parts[2]) };
  }
  if (!SECTIONS.includes(section) || parts.length > 3) return { kind: 'notFound' };
  return parts[2]
    ? { kind: 'section', section, tab: decodeURIComponent(parts[2]) }
    : { kind: 'section', section };
}

/** What the guard decides for a route and a user (SPEC §4 navigation guard, §6 roles). */
export type GuardDecision = 'allow' | 'login' | 'forbidden';
export function guard(route: Route, user: { role: string } | null): GuardDecision {
  if (!user) return 'login';
  if (route.kind === 'section' && route.section === 'administrator' && user.role !== 'administrator')
    return 'forbidden';
  return 'allow';
}
