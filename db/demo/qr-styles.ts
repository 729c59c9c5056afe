// The demo's QR styles (issue 21): the demo company with tags (Nordvik) has its codes carry its look (its logo in the centre,
// rounded modules, a "Scan me" frame), and one of its tags has its own (dots, the owner's words on the frame).
// Saved through the API's own check, so a demo style that would not scan fails the seed. A second run rewrites them.
import { type Company, dynatags } from '@db/schema';
import type { QrStyle } from '@shared/schemas/qr-style';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../api/src/platform/deps';
import { companyLogo, saveStyle } from '../../api/src/platform/qr-style/store';

const COMPANY_STYLE: QrStyle = {
  foreground: '#0f3d3a',
  background: '#ffffff',
  modules: 'rounded',
  eyes: 'rounded',
  logo: true,
  frame: 'scanMe',
  frameText: '',
};

const TAG_STYLE: QrStyle = {
  ...COMPANY_STYLE,
  modules: 'dots',
  eyes: 'circle',
  frame: 'custom',
  frameText: 'Läs mer här',
};

/** Returns how many styles were written. */
export async function seedQrStyles(deps: Deps, companyByName: Map<string, Company>): Promise<number> {
  // The company with demo tags (Nordvik Bygg AB), so both its default and a tag's own style show.
  let found: { company: Company; tag: typeof dynatags.$inferSelect } | undefined;
  for (const company of companyByName.values()) {
    const [tag] = await deps.db
      .select()
      .from(dynatags)
      .where(eq(dynatags.companyId, company.id))
      .orderBy(asc(dynatags.id))
      .limit(1);
    if (tag) {
      found = { company, tag };
      break;
    }
  }
  if (!found) return 0;
  const { company, tag } = found;
  const logo = await companyLogo(deps, company.logoKey);
  await saveStyle(deps, { companyId: company.id }, COMPANY_STYLE, {
    link: `${deps.config.publicUrl}/p/${'x'.repeat(10)}`,
    logo,
  });
  await saveStyle(deps, { dynatagId: tag.id }, TAG_STYLE, {
    link: `${deps.config.publicUrl}/d/${tag.shortId}`,
    logo,
  });
  return 2;
}
