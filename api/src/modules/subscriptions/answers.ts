// The `data` of the api/v1/subscriptions answers, for the OpenAPI document (platform/envelope.ts `answers`),
// checked at compile time against shared/types/billing.ts (`Fits`).
import type { ColleagueSubscriptionRow, MySubscription, SubscriptionView } from '@shared/types/billing';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users/answers';

const Money = (description: string) => t.Integer({ description: `${description}, öre excluding VAT` });
const PlanData = t.Union([t.Literal('monthly'), t.Literal('lifetime')]);

export const SubscriptionData = t.Object({
  id: t.String({ description: 'The subscription’s id' }),
  plan: PlanData,
  status: t.Union([t.Literal('active'), t.Literal('cancelled'), t.Literal('expired')], {
    description: 'active; cancelled: runs to endsAt, may be enabled again until then; expired',
  }),
  provider: t.String({ description: 'How it is paid: invoice (the monthly billing run)' }),
  company: t.Object(
    {
      id: t.Nullable(t.String({ description: 'null when the company was deleted' })),
      name: t.String(),
    },
    { description: 'The paying company' },
  ),
  startedAt: Timestamp,
  cancelledAt: t.Nullable(Timestamp),
  endsAt: t.Nullable(
    t.Integer({ description: 'While cancelled: when it ends (cancelled + 30 days), UTC ms' }),
  ),
  activatedBy: t.Nullable(
    t.Object(
      { id: t.Nullable(t.String()), fullName: t.String() },
      { description: 'Who enabled it: the subscriber, or an owner of the paying company' },
    ),
  ),
  price: Money('Monthly price, or the one-off lifetime price'),
});

export const MySubscriptionData = t.Object({
  subscription: t.Nullable(SubscriptionData, {
    description: 'My current subscription (active, or cancelled and not yet ended), or null',
  }),
  privileges: t.Boolean({ description: 'Subscriber rights granted by an administrator' }),
  payers: t.Array(
    t.Object({
      id: t.String(),
      name: t.String(),
      role: t.Union([t.Literal('owner'), t.Literal('colleague')]),
      hasBilling: t.Boolean({ description: 'Its billing info is filled in (needed to pay)' }),
    }),
    { description: 'The companies I own or belong to: who could pay' },
  ),
  prices: t.Object({
    monthly: Money('Per month'),
    daily: Money('The daily equivalent'),
    lifetime: Money('Once'),
  }),
});

export const ColleagueRowData = t.Object({
  user: t.Object({ id: t.String(), fullName: t.String(), email: t.String() }),
  company: t.Object({ id: t.String(), name: t.String() }, { description: 'A company I own' }),
  role: t.Union([t.Literal('owner'), t.Literal('colleague')]),
  subscription: t.Nullable(SubscriptionData),
  canEnd: t.Boolean({ description: 'I may cancel it: a monthly one, active, paid by a company I own' }),
  canEnable: t.Boolean({ description: 'I may enable one: none now, and the company has billing info' }),
});

export type SubscriptionChecked = Fits<SubscriptionView, Static<typeof SubscriptionData>>;
export type MyChecked = Fits<MySubscription, Static<typeof MySubscriptionData>>;
export type ColleagueChecked = Fits<ColleagueSubscriptionRow, Static<typeof ColleagueRowData>>;
