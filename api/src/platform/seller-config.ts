// The seller of receipts and invoices from SELLER_* variables (README "Configuration"), the examples of
// shared/constants.ts where unset. The payment details are checked by their check digits at startup: an invoice
// with a mistyped bankgiro or IBAN sends the customers' money nowhere, so the server refuses to start instead.
import { EXAMPLE_SELLER, type Seller } from '@shared/constants';
import { formatBankgiro, formatIban, isBankgiro, isBic, isIban } from './payment-refs';

type Env = Record<string, string | undefined>;

/** A configuration value that cannot be used; the message names the variable and says what is expected. */
export class ConfigError extends Error {}

/** SELLER_F_TAX: approved unless set to false (or no, 0). */
function fTax(value: string | undefined): boolean {
  if (!value) return EXAMPLE_SELLER.fTax;
  return !['false', 'no', '0'].includes(value.trim().toLowerCase());
}

export function sellerFromEnv(env: Env): Seller {
  const bankgiro = env.SELLER_BANKGIRO || EXAMPLE_SELLER.bankgiro;
  if (!isBankgiro(bankgiro))
    throw new ConfigError(
      `SELLER_BANKGIRO "${bankgiro}" is not a bankgiro number: 7 or 8 digits (e.g. 5050-1055) whose last is the check digit`,
    );
  const iban = env.SELLER_IBAN || EXAMPLE_SELLER.iban;
  if (!isIban(iban))
    throw new ConfigError(
      `SELLER_IBAN "${iban}" is not an IBAN: country, two check digits and the account (e.g. SE45 5000 0000 0583 9825 7466), modulus 97`,
    );
  const bic = (env.SELLER_BIC || EXAMPLE_SELLER.bic).trim().toUpperCase();
  if (!isBic(bic))
    throw new ConfigError(`SELLER_BIC "${bic}" is not a BIC: 8 or 11 letters and digits (e.g. ESSESESS)`);
  return {
    name: env.SELLER_NAME || EXAMPLE_SELLER.name,
    orgNumber: env.SELLER_ORG_NUMBER || EXAMPLE_SELLER.orgNumber,
    vatNumber: env.SELLER_VAT_NUMBER || EXAMPLE_SELLER.vatNumber,
    street: env.SELLER_STREET || EXAMPLE_SELLER.street,
    zipcode: env.SELLER_ZIPCODE || EXAMPLE_SELLER.zipcode,
    city: env.SELLER_CITY || EXAMPLE_SELLER.city,
    country: env.SELLER_COUNTRY || EXAMPLE_SELLER.country,
    email: env.SELLER_EMAIL || env.SALES_EMAIL || EXAMPLE_SELLER.email,
    bankgiro: formatBankgiro(bankgiro),
    iban: formatIban(iban),
    bic,
    fTax: fTax(env.SELLER_F_TAX),
  };
}
