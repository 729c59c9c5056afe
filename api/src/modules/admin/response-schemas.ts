// The `data` of api/v1/admin answers, for the OpenAPI document (platform/envelope.ts `answers`), checked at
// compile time against shared/types/billing.ts, which the Administrator page reads.
import type { AdminCompanyRow, AdminUserRow, InquiryRow } from '@shared/types/billing';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { listCompanies } from './companies';
import type { listInquiries } from './inquiries';
import type { listUsers } from './users';

const Plan = t.Union([t.Literal('monthly'), t.Literal('lifetime')]);
const Status = t.Union([t.Literal('active'), t.Literal('cancelled'), t.Literal('expired')]);

export const AdminUserData = t.Object(
  {
    id: t.String({ description: 'Public id: api/v1/admin/users/{id}' }),
    fullName: t.String(),
    username: t.String(),
    email: t.String(),
    role: t.Union([t.Literal('user'), t.Literal('administrator')]),
    isVerified: t.Boolean({ description: 'The email is verified' }),
    disabled: t.Boolean({ description: 'Disabled by an administrator: cannot sign in' }),
    subscription: t.Nullable(
      t.Object(
        {
          plan: Plan,
          status: Status,
          endsAt: t.Nullable(Timestamp),
        },
        { description: 'The current subscription (active, or cancelled and running to endsAt)' },
      ),
    ),
    subscriptionPrivileges: t.Boolean({ description: 'Subscriber rights granted without a subscription' }),
    companies: t.Integer({ description: 'Companies they own or are a colleague in (not invitations)' }),
    lastLoginAt: t.Nullable(Timestamp),
    createdAt: Timestamp,
  },
  { description: 'An account on the Administrator page' },
);
export const AdminUserList = t.Array(AdminUserData, { description: 'Newest first, at most 200' });

export const AdminCompanyData = t.Object(
  {
    id: t.String({ description: 'Public id of the company' }),
    name: t.String(),
    orgNumber: t.String({ description: 'Organisation number of the billing info' }),
    billingEmail: t.String(),
    hasBilling: t.Boolean({ description: 'The billing info is complete (needed to pay for anything)' }),
    owners: t.Integer(),
    colleagues: t.Integer(),
    dynatags: t.Integer(),
    cards: t.Integer({ description: 'Cards of its orders' }),
    monthly: t.Integer({
      description:
        'What it pays each month now, öre excluding VAT: the dynatag service and units, extra owners and the monthly subscriptions it pays',
    }),
    createdAt: Timestamp,
  },
  { description: 'A company on the Administrator page' },
);
export const AdminCompanyList = t.Array(AdminCompanyData, { description: 'Newest first, at most 200' });

export const InquiryData = t.Object(
  {
    id: t.String({ description: 'Public id: api/v1/admin/inquiries/{id}' }),
    name: t.String(),
    email: t.String({ description: 'Where to answer' }),
    subject: t.String(),
    message: t.String(),
    lang: t.String({ description: 'The language the form was sent in' }),
    createdAt: Timestamp,
    handledAt: t.Nullable(Timestamp),
  },
  { description: 'A message from the contact form' },
);
export const InquiryList = t.Array(InquiryData, {
  description: 'Open ones first, then newest first; at most 200',
});

type Row<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
export type AdminUserFits = Fits<AdminUserRow, Static<typeof AdminUserData>>;
export type AdminUserServiceFits = Fits<Row<typeof listUsers>, AdminUserRow>;
export type AdminCompanyFits = Fits<AdminCompanyRow, Static<typeof AdminCompanyData>>;
export type AdminCompanyServiceFits = Fits<Row<typeof listCompanies>, AdminCompanyRow>;
export type InquiryFits = Fits<InquiryRow, Static<typeof InquiryData>>;
export type InquiryServiceFits = Fits<Row<typeof listInquiries>, InquiryRow>;
