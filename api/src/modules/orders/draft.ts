// The wizard's state on the server (one draft per user): read, save as the owner goes, delete.
import { type CardDesign, type DesignImage, memberships, orderCards, orders, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import { PRICES } from '@shared/constants';
import type { CardEntryInput, OrderDraftInput } from '@shared/schemas/orders';
import type { OrderDraft } from '@shared/types/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, type FieldError, invalid } from '../../platform/errors';
import { findOwnership, JOINED } from '../companies';
import { deleteImages } from './image-files';
import { loadLines, usedImageKeys } from './lines';
import { draftProblems, draftView, loadDraftState, quoteDraft } from './quote';

export async function findDraft(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.createdByUserId, userId), eq(orders.status, 'draft')));
  return row ?? null;
}

/** The user's draft, made when there is none (an image uploaded before the first save needs one). */
export async function ensureDraft(deps: Deps, user: Pick<User, 'id' | 'lang'>) {
  const found = await findDraft(deps, user.id);
  if (found) return found;
  const now = deps.clock.now();
  // One statement: two first saves at once (an upload and a PUT) still make one draft.
  await deps.db.run(sql`insert into ${orders} (short_id, created_by_user_id, lang, created_at, updated_at)
    select ${shortId()}, ${user.id}, ${user.lang}, ${now}, ${now}
    where not exists (select 1 from ${orders} where created_by_user_id = ${user.id} and status = 'draft')`);
  return (await findDraft(deps, user.id))!;
}

/** The draft with the server's quote and its problems, or null without one. */
export async function draftAnswer(deps: Deps, user: User, lang: Lang): Promise<OrderDraft | null> {
  const order = await findDraft(deps, user.id);
  if (!order) return null;
  const state = await loadDraftState(deps.db, user, order);
  const quote = await quoteDraft(deps.db, state, deps.clock.now());
  return draftView(lang, state, quote, draftProblems(lang, user, state, quote));
}

/** The design as stored: image ids resolved to this draft's uploads of the right kind (else 422). */
function storedDesign(entry: CardEntryInput, i: number, images: DesignImage[]): CardDesign {
  const keyOf = (id: string | null | undefined, kind: DesignImage['kind'], field: string) => {
    if (!id) return null;
    const image = images.find((m) => m.id === id && m.kind === kind);
    if (!image) throw invalid(`cards.${i}.design.${field}`, 'designImageUnknown');
    return image.key;
  };
  const { imageId, logoId, companyLogo, ...texts } = entry.design;
  return {
    fullName: texts.fullName?.trim() ?? '',
    text: texts.text?.trim() ?? '',
    phone: texts.phone?.trim() ?? '',
    email: texts.email?.trim() ?? '',
    vcardCompany: texts.vcardCompany?.trim() ?? '',
    vcardUrl: texts.vcardUrl?.trim() ?? '',
    imageKey: keyOf(imageId, 'image', 'imageId'),
    // The company's logo takes the uploaded logo's place (the wizard offers one or the other).
    logoKey: companyLogo ? null : keyOf(logoId, 'logo', 'logoId'),
    ...(companyLogo ? { companyLogo: true } : {}),
  };
}

/**
 * PUT: creates or updates the draft with the fields sent. A company must be one the user owns (a colleague
 * 403, any other 404); card recipients must be its owner or colleagues (422 on the line). Images a line used
 * and no line uses any more are deleted.
 */
export async function saveDraft(deps: Deps, user: User, input: OrderDraftInput, lang: Lang) {
  let companyId: number | null | undefined;
  if (input.companyId) companyId = (await findOwnership(deps, user.id, input.companyId)).company.id;
  else if (input.companyId === null) companyId = null;

  const draft = await ensureDraft(deps, user);
  const targetCompany = companyId === undefined ? draft.companyId : companyId;
  let rows: (typeof orderCards.$inferInsert)[] | undefined;
  if (input.cards) {
    if (input.cards.length && targetCompany === null) throw invalid('companyId', 'selectCompany');
    const ids = [...new Set(input.cards.map((c) => c.recipient))];
    const members = ids.length
      ? await deps.db
          .select({ id: memberships.id, shortId: memberships.shortId, userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.companyId, targetCompany!),
              inArray(memberships.shortId, ids),
              inArray(memberships.state, JOINED),
            ),
          )
      : [];
    const errors: FieldError[] = [];
    input.cards.forEach((c, i) => {
      if (!members.some((m) => m.shortId === c.recipient))
        errors.push({ field: `cards.${i}.recipient`, key: 'recipientNotColleague' });
    });
    if (errors.length) throw new AppError('VALIDATION', errors[0].key, { fields: errors });
    rows = input.cards.map((c, i) => ({
      shortId: shortId(),
      orderId: draft.id,
      position: i,
      recipientMembershipId: members.find((m) => m.shortId === c.recipient)!.id,
      recipientEmail: '',
      type: c.type,
      quantity: c.quantity,
      unitPrice: PRICES.cards[c.type],
      altAddress: c.altAddress ?? null,
      design: storedDesign(c, i, draft.images),
    }));
  }

  const before = rows
    ? usedImageKeys((await loadLines(deps.db, draft.id)).map((r) => r.line.design))
    : new Set<string>();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        ...(companyId !== undefined ? { companyId } : {}),
        ...(input.step !== undefined ? { step: input.step } : {}),
        ...(input.shippingAddress !== undefined ? { shippingAddress: input.shippingAddress } : {}),
        ...(input.invoiceMarking !== undefined ? { invoiceMarking: input.invoiceMarking.trim() } : {}),
        ...(input.couponCodes !== undefined
          ? { couponCodes: [...new Set(input.couponCodes.map((c) => c.trim().toUpperCase()))] }
          : {}),
        lang: user.lang,
        updatedAt: deps.clock.now(),
      })
      .where(eq(orders.id, draft.id));
    if (rows) {
      await tx.delete(orderCards).where(eq(orderCards.orderId, draft.id));
      if (rows.length) await tx.insert(orderCards).values(rows);
    }
  });
  if (rows) {
    const now = usedImageKeys(rows.map((line) => line.design));
    const dropped = [...before].filter((key) => !now.has(key));
    await deleteImages(deps, draft, dropped);
  }
  return (await draftAnswer(deps, user, lang))!;
}

/** DELETE: the draft, its lines and every image uploaded for it. */
export async function deleteDraft(deps: Deps, userId: number) {
  const draft = await findDraft(deps, userId);
  if (!draft) return;
  await deps.db.delete(orders).where(eq(orders.id, draft.id));
  await deleteImages(
    deps,
    null,
    draft.images.map((m) => m.key),
  );
}
