// The mail to a company's owners when its endpoint was disabled after a day of failed deliveries.
import { companies, memberships, users, type WebhookEndpoint } from '@db/schema';
import { type Params, translate } from '@shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { renderMail } from '../../platform/mail';

export async function mailEndpointDisabled(deps: Deps, endpoint: WebhookEndpoint) {
  const owners = await deps.db
    .select({ email: users.email, fullName: users.fullName, lang: users.lang, company: companies.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.companyId, endpoint.companyId), eq(memberships.state, 'owner')));
  for (const owner of owners) {
    const t = (key: Parameters<typeof translate<'mail'>>[2], p?: Params) =>
      translate(owner.lang, 'mail', key, p);
    try {
      await deps.mailer.send(
        renderMail({
          lang: owner.lang,
          to: owner.email,
          subject: t('webhookDisabledSubject', { company: owner.company }),
          greeting: t('greeting', { name: owner.fullName }),
          paragraphs: [t('webhookDisabledBody', { url: endpoint.url, company: owner.company })],
          action: { label: t('webhookDisabledAction'), link: `${deps.config.publicUrl}/dashboard/companies` },
        }),
      );
    } catch (error) {
      deps.log.error('webhook disabled mail failed', { endpoint: endpoint.shortId, error });
    }
  }
}
