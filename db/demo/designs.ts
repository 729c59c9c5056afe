// The demo's company card design (issue 23): Nordvik Bygg AB's colleagues' cards and its tags share its look —
// its blue with white text, a humanist typeface, pill buttons, the logo on the cover, the company's parts in its
// own order, and job titles that only owners set. Checked by the API's own contrast rule; a second run rewrites it.
import { type Company, companies } from '@db/schema';
import { type CompanyDesign, defaultDesign } from '@shared/schemas/company-design';
import { eq } from 'drizzle-orm';
import { assertContrast } from '../../api/src/modules/companies';
import type { Deps } from '../../api/src/platform/deps';

const NORDVIK: CompanyDesign = {
  ...defaultDesign('#1f4e79'),
  font: 'humanist',
  logoPlacement: 'cover',
  buttonShape: 'pill',
  fields: [
    'role',
    'workPhone',
    'workEmail',
    'about',
    'website',
    'address',
    'links',
    'files',
    'socials',
    'description',
  ],
  colleagueMayChange: ['workPhone', 'about', 'socialLinks', 'customLinks'],
};

/** Returns how many designs were written. */
export async function seedDesigns(deps: Deps, companyByName: Map<string, Company>): Promise<number> {
  const company = companyByName.get('Nordvik Bygg AB');
  if (!company) return 0;
  assertContrast(NORDVIK);
  await deps.db
    .update(companies)
    .set({ design: NORDVIK, designDraft: null })
    .where(eq(companies.id, company.id));
  return 1;
}
