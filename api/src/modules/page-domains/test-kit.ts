// Page domains in tests: a company's domain active at once, without its DNS proof (page-domains.test.ts proves
// one for real).
import { pageDomains } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { domainsChanged } from './changes';

/** Makes `host` the company's active page domain, as a proven one would be; answers its removal. */
export async function activePageDomain(t: TestApp, companyId: number, host: string) {
  const now = t.clock.now();
  await t.db.insert(pageDomains).values({
    companyId,
    host,
    token: 'x',
    status: 'active',
    activatedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  domainsChanged(t.deps);
  return async () => {
    await t.db.delete(pageDomains).where(eq(pageDomains.companyId, companyId));
    domainsChanged(t.deps);
  };
}
