// The `data` of the api/v1/subscriptions answers, for the OpenAPI document (platform/envelope.ts `answers`),
// checked at compile time against shared/types/billing.ts (`Fits`).
import type {
  ColleagueSubscriptionRow,
  CompanySubscriptions,
  MySubscription,
  SubscriptionView,
} from '@shared/types/billing';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';

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

export const RequestData = t.Object(
  {
    id: t.String({ description: 'The request’s id' }),
    user: t.Object({ id: t.String(), fullName: t.String(), email: t.String() }, { description: 'Who asks' }),
    company: t.Object({ id: t.String(), name: t.String() }, { description: 'The company asked to pay' }),
    plan: PlanData,
    price: Money('Monthly price, or the one-off lifetime price'),
    requestedAt: Timestamp,
  },
  {
    description:
      'A colleague’s request that a company pay their subscription; nothing is billed until approved',
  },
);

export const MySubscriptionData = t.Object({
  subscription: t.Nullable(SubscriptionData, {
    description: 'My current subscription (active, or cancelled and not yet ended), or null',
  }),
  request: t.Nullable(RequestData, { description: 'My request waiting for a company’s owners, or null' }),
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
  subscription: t.Nullable(SubscriptionData, {
    description: 'The person’s subscription when a company I own pays for it',
  }),
  subscribedElsewhere: t.Boolean({
    description: 'The person has a subscription another company pays for (not named)',
  }),
  canEnd: t.Boolean({ description: 'I may cancel it: a monthly one, active, paid by a company I own' }),
  canEnable: t.Boolean({ description: 'I may enable one: none now, and the company has billing info' }),
});

export const CompanySubscriptionsData = t.Object({
  company: t.Object(
    { id: t.String(), name: t.String(), hasBilling: t.Boolean() },
    { description: 'A company I own' },
  ),
  requests: t.Array(RequestData, { description: 'Requests waiting for an owner, oldest first' }),
  subscriptions: t.Array(
    t.Object({
      subscription: SubscriptionData,
      subscriber: t.Object({ id: t.Nullable(t.String()), fullName: t.String(), email: t.String() }),
      approvedRequest: t.Boolean({
        description: 'Started by an owner’s approval of the subscriber’s request',
      }),
    }),
    { description: 'Every subscription the company pays for that runs now' },
  ),
});

export type SubscriptionChecked = Fits<SubscriptionView, Static<typeof SubscriptionData>>;
export type MyChecked = Fits<MySubscription, Static<typeof MySubscriptionData>>;
export type ColleagueChecked = Fits<ColleagueSubscriptionRow, Static<typeof ColleagueRowData>>;
export type CompanySubscriptionsChecked = Fits<CompanySubscriptions, Static<typeof CompanySubscriptionsData>>;
