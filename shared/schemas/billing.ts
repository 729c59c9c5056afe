// Request shapes of subscriptions, billing, invoices, the administrator's desk and the accounting integration
// (DESIGN §8: written once, used by the API, its OpenAPI document and the dashboard's forms). Money is integer
// öre excluding VAT and is computed only on the server.
import type { Static } from '@sinclair/typebox';
import { t } from './type-builder';

const ShortId = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description });
/** The paying company: missing or malformed says "Please select a company" (the form's message). */
const PayingCompany = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'selectCompany', description });

export const Plan = t.Union([t.Literal('monthly'), t.Literal('lifetime')], {
  error: 'invalidPlan',
  description: 'monthly: 39 per month, cancel with 30 days notice; lifetime: 999 once',
});

/** POST subscriptions/me: enable (or re-enable before expiry) my subscription, paid by a company. */
export const EnableSubscriptionBody = t.Object(
  {
    plan: Plan,
    companyId: PayingCompany('The paying company: one I own or belong to, with billing info'),
  },
  { additionalProperties: false },
);
export type EnableSubscriptionInput = Static<typeof EnableSubscriptionBody>;

/** POST subscriptions/colleagues: an owner enables a colleague's subscription, paid by the company. */
export const ColleagueSubscriptionBody = t.Object(
  {
    userId: ShortId('The colleague (user id from users/me/colleagues)'),
    companyId: PayingCompany('The paying company: one I own, where the person is a colleague or owner'),
    plan: Plan,
  },
  { additionalProperties: false },
);
export type ColleagueSubscriptionInput = Static<typeof ColleagueSubscriptionBody>;

/**
 * Sent with a change that raises a company's monthly price (a dynatag or an owner beyond what is paid): the new
 * monthly total excluding VAT that the owner confirmed. Without it, or with another figure, the change is refused
 * with 409 `priceConfirmationNeeded` whose `data` is a PriceChange (shared/types/billing.ts).
 */
export const AcceptMonthlyPrice = t.Integer({
  minimum: 0,
  error: 'invalidValue',
  description:
    "The company's new monthly price in öre excluding VAT, as answered in the 409 priceConfirmationNeeded",
});

/** GET invoices and admin lists: paging and filters. */
export const InvoiceListQuery = t.Object({
  status: t.Optional(
    t.Union([t.Literal('open'), t.Literal('paid'), t.Literal('credited')], {
      error: 'invalidValue',
      description: 'Only invoices in this state',
    }),
  ),
  companyId: t.Optional(ShortId('Only invoices of this company (administrator)')),
});
export type InvoiceListInput = Static<typeof InvoiceListQuery>;

/** POST admin/billing/run: bill a month now (the scheduled run bills the previous month on the 1st). */
export const BillingRunBody = t.Object(
  {
    period: t.String({
      pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
      error: 'invalidPeriod',
      description: 'The month to bill, YYYY-MM (UTC); not a month that has not ended',
    }),
  },
  { additionalProperties: false },
);
export type BillingRunInput = Static<typeof BillingRunBody>;

/** POST admin/invoices/{id}/credit: a credit note for the whole invoice. */
export const CreditInvoiceBody = t.Object(
  {
    reason: t.String({
      minLength: 1,
      maxLength: 300,
      pattern: '\\S',
      error: 'invalidText',
      description: 'Why it is credited (printed on the credit note)',
    }),
  },
  { additionalProperties: false },
);
export type CreditInvoiceInput = Static<typeof CreditInvoiceBody>;

/** GET admin/users: search by name, username or email. */
export const AdminUsersQuery = t.Object({
  q: t.Optional(
    t.String({ maxLength: 100, error: 'invalidText', description: 'Name, username or email contains' }),
  ),
  role: t.Optional(
    t.Union([t.Literal('user'), t.Literal('administrator')], {
      error: 'invalidValue',
      description: 'Only this role',
    }),
  ),
});
export type AdminUsersInput = Static<typeof AdminUsersQuery>;

/** PATCH admin/users/{id}: role and disabled state. An administrator cannot demote or disable themself. */
export const AdminUserPatch = t.Object(
  {
    role: t.Optional(
      t.Union([t.Literal('user'), t.Literal('administrator')], {
        error: 'invalidValue',
        description: 'The role',
      }),
    ),
    disabled: t.Optional(
      t.Boolean({
        error: 'invalidValue',
        description: 'true: the account cannot sign in and its sessions and API keys end',
      }),
    ),
    subscriptionPrivileges: t.Optional(
      t.Boolean({ error: 'invalidValue', description: 'Subscriber rights without a subscription (a grant)' }),
    ),
  },
  { additionalProperties: false },
);
export type AdminUserPatchInput = Static<typeof AdminUserPatch>;

/** GET admin/companies: search by name or organisation number. */
export const AdminCompaniesQuery = t.Object({
  q: t.Optional(
    t.String({ maxLength: 100, error: 'invalidText', description: 'Name or organisation number contains' }),
  ),
});

/** GET admin/inquiries: open ones first; `handled` filters. */
export const AdminInquiriesQuery = t.Object({
  handled: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'true: answered ones; false: open ones' }),
  ),
});

/** PATCH admin/inquiries/{id}. */
export const InquiryPatch = t.Object(
  { handled: t.Boolean({ error: 'invalidValue', description: 'Answered' }) },
  { additionalProperties: false },
);

/** GET admin/accounting/callback: the provider's redirect after the administrator authorised (or refused). */
export const AccountingCallbackQuery = t.Object({
  code: t.Optional(t.String({ maxLength: 2000, description: 'Authorisation code' })),
  state: t.Optional(
    t.String({ maxLength: 200, description: 'The state sent with the authorisation request' }),
  ),
  error: t.Optional(t.String({ maxLength: 200, description: 'Set when the administrator refused' })),
  error_description: t.Optional(
    t.String({ maxLength: 1000, description: 'The provider’s words on a refusal (not stored)' }),
  ),
});
