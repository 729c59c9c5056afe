import type { SiteKey } from './i18n';
import type { IconName } from './icons';

/** The top menu (SPEC §2), as paths without the language prefix. */
export const MAIN_MENU: readonly { path: string; key: SiteKey }[] = [
  { path: '/', key: 'nav.start' },
  { path: '/business-card/', key: 'nav.businessCard' },
  { path: '/dynatags/', key: 'nav.dynatags' },
  { path: '/questions/', key: 'nav.questions' },
  { path: '/contact/', key: 'nav.contact' },
];

/**
 * The marketing pages, in the canonical form the server answers directly (build.format 'directory': with a
 * trailing slash; /business-card is a redirect to /business-card/). Listed in the sitemap with their languages.
 */
export const MARKETING_PATHS = [
  '/',
  '/business-card/',
  '/dynatags/',
  '/questions/',
  '/contact/',
  '/terms/',
  '/cookies/',
] as const;

/** Social accounts linked in the footer (docs/decisions.md, Site). */
export const SOCIAL_LINKS: readonly { name: string; href: string; icon: IconName }[] = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/dynacard', icon: 'linkedin' },
  { name: 'Instagram', href: 'https://www.instagram.com/dynacard.se', icon: 'instagram' },
  { name: 'Facebook', href: 'https://www.facebook.com/dynacard.se', icon: 'facebook' },
];

/** The addresses shown on the contact page; they match the server's SALES_EMAIL and SUPPORT_EMAIL defaults. */
export const CONTACT_EMAILS = { sales: 'sales@dynacard.se', support: 'support@dynacard.se' } as const;

/** Where the dashboard's sections live (the React app owns these routes). */
export const DASHBOARD = {
  profiles: '/dashboard/profiles',
  companies: '/dashboard/companies',
  dynatags: '/dashboard/dynatags',
  orders: '/dashboard/orders',
} as const;
