// POST api/v1/orders/draft/submit: the draft becomes order number YYYY-NNNN (sequential per year), with its
// prices, buyer, coupons and totals frozen, its cards made and the submit audit-logged — all in one
// transaction — then the orderer and the company's billing email are mailed off the request (mail-job.ts): under
// concurrent writers the two mails took the submit from ~60 ms to 300–1,000 ms.
import { type Coupon, coupons, orderCards, orders, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { createCardsForOrder } from '../cards';
import { buyerOf } from '../pricing';
import { orderStatusChanged } from '../webhooks';
import { auditOrder } from './audit';
import { freezeCompanyLogo } from './company-logo';
import { findDraft } from './draft';
import { deleteImages } from './image-files';
import { usedImageKeys } from './lines';
import { mailSoon } from './mail-job';
import { draftProblems, loadDraftState, quoteDraft } from './quote';
import { detailView } from './views';

/** "2026-0001": the year and the order's place in it, four digits at least. */
export const orderNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(4, '0')}`;

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/**
 * Counts a use of each coupon, refusing (409 couponUsedUp, the transaction rolls back) one whose use limit was
 * reached since the quote: the check and the count are one statement.
 */
export async function takeCouponUses(tx: Tx, used: Pick<Coupon, 'id' | 'code'>[], now: number) {
  for (const coupon of used) {
    const [taken] = await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1`, updatedAt: now })
      .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses))))
      .returning({ id: coupons.id });
    if (!taken)
      throw new AppError('CONFLICT', 'couponUsedUp', { field: 'couponCodes', params: { code: coupon.code } });
  }
}

export async function submitDraft(deps: Deps, user: User, seenTotal: number, lang: Lang) {
  const draft = await findDraft(deps, user.id);
  if (!draft) throw new AppError('NOT_FOUND', 'noDraft');
  const now = deps.clock.now();
  const state = await loadDraftState(deps.db, user, draft);
  const quote = await quoteDraft(deps.db, state, now);
  const problems = draftProblems(lang, user, state, quote);
  if (problems.length)
    throw new AppError('VALIDATION', problems[0].key, { fields: problems, params: problems[0].params });
  if (quote.totals.total !== seenTotal) throw new AppError('CONFLICT', 'totalChanged', { field: 'total' });
  const company = state.company!;
  const year = new Date(now).getUTCFullYear();
  const applied = quote.coupons.filter((c) => c.applied && c.coupon);
  const lines = state.lines.map(({ line }) => line);
  const logo = await freezeCompanyLogo(deps, draft, company, lines);
  const designOf = (line: (typeof lines)[number]) => logo.designs.get(line.id) ?? line.design;

  const order = await deps.db
    .transaction(async (tx) => {
      // The next number of the year, taken in the same statement (the write transaction serialises submits;
      // the unique index orders_year_seq guards it).
      const [submitted] = await tx
        .update(orders)
        .set({
          status: 'received',
          year,
          seq: sql`(select coalesce(max(o.seq), 0) + 1 from ${orders} o where o.year = ${year})`,
          number: sql`printf('%d-%04d', ${year}, (select coalesce(max(o.seq), 0) + 1 from ${orders} o where o.year = ${year}))`,
          buyer: buyerOf(company),
          coupons: applied.map((c) => ({ code: c.code, discount: c.discount, freeShipping: c.freeShipping })),
          totals: quote.totals,
          total: quote.totals.total,
          lang: user.lang,
          mailPending: true,
          ...(logo.image
            ? { images: sql`json_insert(${orders.images}, '$[#]', json(${JSON.stringify(logo.image)}))` }
            : {}),
          submittedAt: now,
          updatedAt: now,
        })
        .where(and(eq(orders.id, draft.id), eq(orders.status, 'draft')))
        .returning();
      if (!submitted) throw new AppError('NOT_FOUND', 'noDraft');
      for (const { line, person } of state.lines) {
        await tx
          .update(orderCards)
          .set({
            unitPrice: line.unitPrice,
            recipientEmail: person?.email ?? line.recipientEmail,
            design: designOf(line),
          })
          .where(eq(orderCards.id, line.id));
      }
      await takeCouponUses(
        tx,
        applied.map((c) => c.coupon!),
        now,
      );
      await createCardsForOrder(
        tx,
        deps,
        submitted,
        state.lines.map(({ line }) => line),
      );
      await auditOrder(tx, {
        at: now,
        actor: user,
        companyId: submitted.companyId,
        orderNumber: submitted.number!,
        action: 'submitted',
        details: {
          total: quote.totals.total,
          cards: state.lines.reduce((n, { line }) => n + line.quantity, 0),
        },
      });
      return submitted;
    })
    .catch(async (error) => {
      if (logo.image) await deps.storage.delete(logo.image.key);
      throw error;
    });

  const used = usedImageKeys(lines.map(designOf));
  await deleteImages(
    deps,
    order,
    order.images.map((m) => m.key).filter((key) => !used.has(key)),
  );
  await orderStatusChanged(deps, order, 'draft');
  const view = await detailView(deps, order, true);
  // After the answer is made, so rendering the mails does not hold it.
  mailSoon(deps);
  return view;
}
