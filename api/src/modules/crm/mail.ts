// The mail to a company's owners when its CRM refused to renew the authorisation: connect again; nothing is lost.
import { type CrmConnection, companies, leadSyncs, memberships, users } from '@db/schema';
import { type Params, translate } from '@shared/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { renderMail } from '../../platform/mail';
import { PROVIDER_NAMES } from './provider';

export async function mailReconnect(deps: Deps, connection: CrmConnection) {
  const owners = await deps.db
    .select({
      email: users.email,
      fullName: users.fullName,
      lang: users.lang,
      company: companies.name,
      companyShortId: companies.shortId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.companyId, connection.companyId), eq(memberships.state, 'owner')));
  const waiting = await deps.db.$count(
    leadSyncs,
    and(eq(leadSyncs.connectionId, connection.id), inArray(leadSyncs.state, ['queued', 'sending'])),
  );
  const provider = PROVIDER_NAMES[connection.provider];
  for (const owner of owners) {
    const t = (key: Parameters<typeof translate<'crm'>>[2], p?: Params) =>
      translate(owner.lang, 'crm', key, p);
    const params = { provider, company: owner.company, account: connection.accountName, count: waiting };
    try {
      await deps.mailer.send(
        renderMail({
          lang: owner.lang,
          to: owner.email,
          subject: t('crmReconnectSubject', params),
          greeting: translate(owner.lang, 'mail', 'greeting', { name: owner.fullName }),
          paragraphs: [t('crmReconnectBody', params), t('crmReconnectWaiting', params)],
          action: {
            label: t('crmReconnectAction', params),
            link: `${deps.config.publicUrl}/dashboard/companies?crm=reconnect&company=${owner.companyShortId}`,
          },
        }),
      );
    } catch (error) {
      deps.log.error('crm reconnect mail failed', { companyId: connection.companyId, error });
    }
  }
}
