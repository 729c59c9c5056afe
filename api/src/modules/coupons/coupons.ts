// Coupons for the administrator: list, create, read, edit, delete (or disable when used). Codes are stored
// upper case and unique whatever the case typed; a coupon has at least one effect and a validity that ends
// after it starts. Every change is kept in the audit log (entity 'coupon', the code).
import { type Coupon, coupons, type User } from '@db/schema';
import type { CouponView } from '@shared/types/orders';
import { desc, eq } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { auditInsert } from '../audit';
import { normaliseCode } from '../orders';
import type { CouponInput } from './request-schemas';

type Actor = Pick<User, 'id' | 'fullName'>;
type Db = Deps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const couponView = (c: Coupon): CouponView => ({
  id: c.shortId,
  code: c.code,
  description: c.description,
  discountAmount: c.discountAmount,
  discountPercent: c.discountPercent,
  freeShipping: c.freeShipping,
  combinable: c.combinable,
  minSubtotal: c.minSubtotal,
  maxValue: c.maxValue,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  maxUses: c.maxUses,
  uses: c.uses,
  disabled: c.disabled,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** The rules across fields, on the coupon as it will be stored. */
function checkCoupon(
  c: Pick<Coupon, 'discountAmount' | 'discountPercent' | 'freeShipping' | 'validFrom' | 'validUntil'>,
) {
  if (c.discountAmount <= 0 && c.discountPercent <= 0 && !c.freeShipping)
    throw invalid('discountAmount', 'couponNoEffect');
  if (c.validFrom != null && c.validUntil != null && c.validUntil <= c.validFrom)
    throw invalid('validUntil', 'couponDatesOrder');
}

const duplicate = () => new AppError('CONFLICT', 'couponDuplicate', { field: 'code' });
const isUniqueViolation = (e: unknown) =>
  e instanceof Error &&
  /UNIQUE constraint failed: coupons\.code/.test(`${e.message} ${String(e.cause ?? '')}`);

async function assertCodeFree(db: Db | Tx, code: string, exceptId?: number) {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  if (row && row.id !== exceptId) throw duplicate();
}

async function audit(db: Db | Tx, actor: Actor, at: number, code: string, action: string, details = {}) {
  await auditInsert(db, { companyId: null, actor, entity: 'coupon', entityId: code, action, details, at });
}

export async function listCoupons(deps: Deps): Promise<CouponView[]> {
  const rows = await deps.db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(couponView);
}

export async function findCoupon(deps: Deps, id: string): Promise<Coupon> {
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.shortId, id));
  if (!row) throw new AppError('NOT_FOUND', 'couponNotFound');
  return row;
}

export async function createCoupon(deps: Deps, actor: Actor, input: CouponInput): Promise<CouponView> {
  const now = deps.clock.now();
  const values = {
    shortId: shortId(),
    code: normaliseCode(input.code),
    description: input.description?.trim() ?? '',
    discountAmount: input.discountAmount ?? 0,
    discountPercent: input.discountPercent ?? 0,
    freeShipping: input.freeShipping ?? false,
    combinable: input.combinable ?? false,
    minSubtotal: input.minSubtotal ?? 0,
    maxValue: input.maxValue ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    maxUses: input.maxUses ?? null,
    disabled: input.disabled ?? false,
    createdAt: now,
    updatedAt: now,
  };
  checkCoupon(values);
  try {
    return await deps.db.transaction(async (tx) => {
      await assertCodeFree(tx, values.code);
      const [row] = await tx.insert(coupons).values(values).returning();
      await audit(tx, actor, now, row.code, 'created');
      return couponView(row);
    });
  } catch (e) {
    throw isUniqueViolation(e) ? duplicate() : e;
  }
}

export async function updateCoupon(
  deps: Deps,
  actor: Actor,
  id: string,
  input: Partial<CouponInput>,
): Promise<CouponView> {
  const now = deps.clock.now();
  const current = await findCoupon(deps, id);
  const patch: Partial<Coupon> = { ...input };
  if (input.code !== undefined) patch.code = normaliseCode(input.code);
  if (input.description !== undefined) patch.description = input.description.trim();
  const next = { ...current, ...patch };
  checkCoupon(next);
  const changed = (Object.keys(patch) as (keyof Coupon)[]).filter((k) => patch[k] !== current[k]);
  if (changed.length === 0) return couponView(current);
  const action =
    changed.length === 1 && changed[0] === 'disabled' ? (next.disabled ? 'disabled' : 'enabled') : 'updated';
  const details = Object.fromEntries(changed.map((k) => [k, next[k] as string | number | null]));
  if (typeof details.disabled === 'boolean') details.disabled = details.disabled ? 1 : 0;
  for (const k of ['freeShipping', 'combinable'] as const)
    if (typeof details[k] === 'boolean') details[k] = details[k] ? 1 : 0;
  try {
    return await deps.db.transaction(async (tx) => {
      if (patch.code !== undefined) await assertCodeFree(tx, next.code, current.id);
      const [row] = await tx
        .update(coupons)
        .set({ ...patch, updatedAt: now })
        .where(eq(coupons.id, current.id))
        .returning();
      await audit(
        tx,
        actor,
        now,
        row.code,
        action,
        changed.includes('code') ? { ...details, was: current.code } : details,
      );
      return couponView(row);
    });
  } catch (e) {
    throw isUniqueViolation(e) ? duplicate() : e;
  }
}

/** A coupon never used is deleted; a used one stays on its orders' receipts by code, so it is disabled instead. */
export async function deleteCoupon(deps: Deps, actor: Actor, id: string) {
  const now = deps.clock.now();
  const current = await findCoupon(deps, id);
  return deps.db.transaction(async (tx) => {
    if (current.uses === 0) {
      await tx.delete(coupons).where(eq(coupons.id, current.id));
      await audit(tx, actor, now, current.code, 'deleted');
      return { deleted: true, coupon: couponView(current) };
    }
    const [row] = await tx
      .update(coupons)
      .set({ disabled: true, updatedAt: now })
      .where(eq(coupons.id, current.id))
      .returning();
    if (!current.disabled) await audit(tx, actor, now, row.code, 'disabled', { uses: row.uses });
    return { deleted: false, coupon: couponView(row) };
  });
}
