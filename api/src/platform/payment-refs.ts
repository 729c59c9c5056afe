// Swedish payment numbers and their check digits: the modulus-10 (Luhn) check digit of bankgiro numbers and OCR
// references, the IBAN's modulus 97, and the OCR reference of an invoice (docs/decisions.md "OCR reference").

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn (modulus 10) check digit of a digit string: the rightmost digit is doubled first. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit is the Luhn check digit of the ones before it. */
export const hasLuhnCheckDigit = (digits: string) =>
  /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/**
 * The OCR reference of an invoice: its number, a length digit (the reference's whole length, modulo 10) and the
 * Luhn check digit over both, so a bank can refuse a mistyped or shortened reference. 1001 → 100164.
 */
export function ocrReference(invoiceNumber: number): string {
  const base = String(invoiceNumber);
  const withLength = `${base}${(base.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** A bankgiro number: 7 or 8 digits (written 123-4567 or 1234-5678) whose last is the Luhn check digit. */
export function isBankgiro(text: string): boolean {
  const digits = digitsOf(text);
  return /^\d{7,8}$/.test(digits) && hasLuhnCheckDigit(digits);
}

/** A bankgiro number as it is printed: 1234-5678, 123-4567. */
export function formatBankgiro(text: string): string {
  const digits = digitsOf(text);
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** An IBAN (spaces allowed): country, two check digits and the account, modulus 97 of the rearranged number = 1. */
export function isIban(text: string): boolean {
  const iban = text.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const numeric = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)))
    .join('');
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** An IBAN in groups of four, as printed: SE45 5000 0000 0583 9825 7466. */
export const formatIban = (text: string) =>
  text
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** A BIC (SWIFT code): bank, country, location and an optional branch: ESSESESS, NDEASESSXXX. */
export const isBic = (text: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text);
