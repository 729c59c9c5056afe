// Which layout a card page gets (issue 32). The person chooses per profile; a company's published design may
// suggest a layout (used while the person has chosen none) or lock it, and then it wins on every colleague's
// page. Among several companies on one page, the first one shown that locks a layout decides; else the first
// designed company's suggestion, as the first designed company gives the page its look.
import { type CardLayout, DEFAULT_LAYOUT } from '../schemas/card-look';
import type { CompanyDesign } from '../schemas/company-design';

type Designed = { name: string; shortId: string; design: CompanyDesign | null };

/** The company whose locked layout a profile showing these companies must use, or null. */
export function layoutLock(companies: Designed[]) {
  const locking = companies.find((c) => c.design?.lockLayout && c.design.layout);
  return locking?.design?.layout
    ? { layout: locking.design.layout, company: locking.name, companyShortId: locking.shortId }
    : null;
}

/** The layout the page shows: a locked company layout, else the person's, else the company's, else centred. */
export function layoutOf(own: CardLayout | null, companies: Designed[]): CardLayout {
  const lock = layoutLock(companies);
  if (lock) return lock.layout;
  if (own) return own;
  return companies.find((c) => c.design)?.design?.layout ?? DEFAULT_LAYOUT;
}
