import { inquiries } from '@db/schema';
import type { Lang } from '@shared/constants';
import { translate } from '@shared/i18n';
import { eq } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { renderMail } from '../../platform/mail';

type InquiryInput = { name: string; email: string; subject: string; message: string; lang: Lang };

/** Stores the inquiry first (nothing is lost if mail is down), then mails sales with reply-to the sender. */
export async function createInquiry(deps: Deps, input: InquiryInput) {
  const [row] = await deps.db
    .insert(inquiries)
    .values({
      shortId: shortId(),
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      subject: input.subject.trim(),
      message: input.message,
      lang: input.lang,
      createdAt: deps.clock.now(),
    })
    .returning();
  try {
    // Sales reads Swedish (docs/decisions.md "Mail language"); the sender's language is noted.
    const lang = 'sv';
    const t = (key: Parameters<typeof translate<'mail'>>[2]) =>
      translate(lang, 'mail', key, { name: row.name });
    await deps.mailer.send(
      renderMail({
        lang,
        to: deps.config.mail.salesEmail,
        replyTo: row.email,
        subject: translate(lang, 'mail', 'inquirySubject', { name: row.name, subject: row.subject }),
        paragraphs: [t('inquiryBody')],
        details: [
          [t('inquiryFrom'), `${row.name} <${row.email}>`],
          [
            t('inquiryLanguage'),
            new Intl.DisplayNames([lang], { type: 'language' }).of(row.lang) ?? row.lang,
          ],
          [t('inquiryTopic'), row.subject],
        ],
        quote: row.message,
        notes: [t('inquiryReply')],
      }),
    );
    await deps.db.update(inquiries).set({ mailedAt: deps.clock.now() }).where(eq(inquiries.id, row.id));
  } catch (error) {
    deps.log.error('inquiry mail failed; kept in the database', { inquiryId: row.id, error });
  }
  return row;
}
