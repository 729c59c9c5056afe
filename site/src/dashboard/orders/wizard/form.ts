// The wizard's editable state and how it travels: the server's draft (OrderDraft) becomes a form, and the form
// becomes the PUT body (OrderDraftBody). An address being typed stays in the form; it is sent only once
// complete (SPEC §5: an alternative address is complete or none), so a half-typed one never refuses the save.
import type { CardType } from '@shared/constants';
import { isCountryCode } from '@shared/countries';
import type { CardEntryInput, OrderDraftInput } from '@shared/schemas/orders';
import type { Address, OrderDraft } from '@shared/types/orders';
import type { Company } from '../../lib/people';
import { countryCode } from './countries';

export const STEPS = 5;
export const EMPTY_ADDRESS: Address = { fullName: '', street: '', zipcode: '', city: '', country: 'SE' };

export type DesignForm = CardEntryInput['design'] & { imageId: string | null; logoId: string | null };
export type CardForm = {
  /** A key for React lists (lines have no id before the server saves them). */
  key: string;
  recipient: string;
  type: CardType;
  quantity: number;
  /** null: the main address; otherwise the other address as typed so far. */
  altAddress: Address | null;
  design: DesignForm;
  /** A new line whose texts are still to come from its recipient, once the company's people are loaded. */
  fill?: boolean;
};
export type WizardForm = {
  companyId: string | null;
  step: number;
  cards: CardForm[];
  shippingAddress: Address;
  invoiceMarking: string;
  couponCodes: string[];
};

export const emptyForm = (): WizardForm => ({
  companyId: null,
  step: 1,
  cards: [],
  shippingAddress: { ...EMPTY_ADDRESS },
  invoiceMarking: '',
  couponCodes: [],
});

let keys = 0;
export const newKey = () => `c${++keys}`;

export const emptyDesign = (): DesignForm => ({
  fullName: '',
  text: '',
  phone: '',
  email: '',
  vcardCompany: '',
  vcardUrl: '',
  imageId: null,
  logoId: null,
  companyLogo: false,
});

export const newCard = (recipient: string, type: CardType = 'blackPersonal'): CardForm => ({
  key: newKey(),
  recipient,
  type,
  quantity: 1,
  altAddress: null,
  design: emptyDesign(),
  fill: true,
});

export const isComplete = (address: Address | null): address is Address =>
  Boolean(
    address &&
      [address.fullName, address.street, address.zipcode, address.city].every((part) => part.trim()) &&
      isCountryCode(address.country),
  );

/** The server's draft as the form starts from it (a reload opens the wizard where it was left). */
export function formFromDraft(draft: OrderDraft): WizardForm {
  return {
    companyId: draft.company?.id ?? null,
    step: Math.min(STEPS, Math.max(1, draft.step || 1)),
    cards: draft.cards.map((line) => ({
      key: newKey(),
      recipient: line.recipient.membershipId ?? '',
      type: line.type,
      quantity: line.quantity,
      altAddress: line.altAddress,
      design: {
        fullName: line.design.fullName,
        text: line.design.text,
        phone: line.design.phone,
        email: line.design.email,
        vcardCompany: line.design.vcardCompany,
        vcardUrl: line.design.vcardUrl,
        imageId: line.design.image?.id ?? null,
        logoId: line.design.logo?.id ?? null,
        companyLogo: line.design.companyLogo,
      },
    })),
    shippingAddress: draft.shippingAddress ?? { ...EMPTY_ADDRESS },
    invoiceMarking: draft.invoiceMarking,
    couponCodes: draft.coupons.map((c) => c.code),
  };
}

/** The PUT body: everything the wizard holds, lines without a recipient or with a half address left as they may be saved. */
export function bodyFromForm(form: WizardForm): OrderDraftInput {
  return {
    companyId: form.companyId,
    step: form.step,
    cards: form.cards
      .filter((card) => card.recipient)
      .map((card) => ({
        recipient: card.recipient,
        type: card.type,
        quantity: card.quantity,
        altAddress: isComplete(card.altAddress) ? card.altAddress : null,
        design: card.design,
      })),
    shippingAddress: isComplete(form.shippingAddress) ? form.shippingAddress : null,
    invoiceMarking: form.invoiceMarking,
    couponCodes: form.couponCodes,
  };
}

/** A line's other address is being typed but is not complete yet: the step may not be left. */
export const hasHalfAddress = (card: CardForm) => card.altAddress !== null && !isComplete(card.altAddress);

/** Choosing a company fills in what the wizard can take from it: its owner as the first card's recipient, the address. */
export function chooseCompany(form: WizardForm, company: Company): WizardForm {
  const billing = company.billing;
  const fresh = form.companyId !== company.shortId;
  const address = form.shippingAddress;
  const untouched = !address.street && !address.zipcode && !address.city;
  return {
    ...form,
    companyId: company.shortId,
    // Recipients belong to a company: another company starts its lines with its owner (me).
    cards: fresh
      ? form.cards.length
        ? form.cards.map((card) => ({ ...card, recipient: company.membershipId }))
        : [newCard(company.membershipId)]
      : form.cards,
    shippingAddress:
      fresh && untouched && billing
        ? {
            fullName: company.name,
            street: billing.street,
            zipcode: billing.zipcode,
            city: billing.city,
            country: countryCode(billing.country),
          }
        : address,
    invoiceMarking: fresh && !form.invoiceMarking && billing ? billing.marking : form.invoiceMarking,
  };
}
