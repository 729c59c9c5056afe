// Check digits of Swedish payment numbers: the Luhn digit against published valid numbers, the OCR reference of
// an invoice (number, length digit, check digit) worked by hand, bankgiro numbers and IBANs valid and mistyped.
import { describe, expect, test } from 'bun:test';
import {
  formatBankgiro,
  formatIban,
  hasLuhnCheckDigit,
  isBankgiro,
  isBic,
  isIban,
  luhnCheckDigit,
  ocrReference,
} from './payment-refs';

describe('Luhn (modulus 10)', () => {
  test('the check digit of known valid numbers', () => {
    // The textbook example, a Swedish personnummer (811218-9876), a test card number and a bankgiro number.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('811218987')).toBe(6);
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('5050105')).toBe(5);
    expect(hasLuhnCheckDigit('79927398713')).toBe(true);
    expect(hasLuhnCheckDigit('79927398731')).toBe(false);
  });
});

describe('OCR reference of an invoice', () => {
  test('the number, the length digit and the check digit', () => {
    // 1001 → 10016 (6 digits in all) → doubled from the right: 6·2=12→3, 1, 0, 0, 1·2=2 → 6 → check digit 4.
    expect(ocrReference(1001)).toBe('100164');
    expect(ocrReference(1003)).toBe('100362');
    // Nine digits and two more: the length digit is 11 mod 10.
    expect(ocrReference(123456789)).toBe(`1234567891${luhnCheckDigit('1234567891')}`);
    for (const n of [1001, 1002, 1999, 12345, 987654])
      expect([n, hasLuhnCheckDigit(ocrReference(n))]).toEqual([n, true]);
  });

  test('a mistyped reference fails its check digit', () => {
    const ocr = ocrReference(1042);
    const swapped = `${ocr[1]}${ocr[0]}${ocr.slice(2)}`;
    expect(hasLuhnCheckDigit(ocr)).toBe(true);
    expect(hasLuhnCheckDigit(swapped)).toBe(false);
    expect(hasLuhnCheckDigit(`${ocr.slice(0, -1)}${(Number(ocr.at(-1)) + 1) % 10}`)).toBe(false);
  });
});

describe('bankgiro, IBAN and BIC', () => {
  test('bankgiro numbers of 7 and 8 digits with their check digit, printed with the dash', () => {
    expect(isBankgiro('5050-1055')).toBe(true);
    expect(isBankgiro('50501055')).toBe(true);
    expect(isBankgiro('5050-1056')).toBe(false);
    expect(isBankgiro('123-456')).toBe(false);
    expect(isBankgiro('ABCD-1234')).toBe(false);
    expect(formatBankgiro('50501055')).toBe('5050-1055');
    expect(formatBankgiro('1234566')).toBe('123-4566');
    expect(isBankgiro('123-4566')).toBe(true);
  });

  test('IBANs by modulus 97, with or without spaces', () => {
    expect(isIban('SE45 5000 0000 0583 9825 7466')).toBe(true);
    expect(isIban('GB82WEST12345698765432')).toBe(true);
    expect(isIban('fi21 1234 5600 0007 85')).toBe(true);
    expect(isIban('SE45 5000 0000 0583 9825 7467')).toBe(false);
    expect(isIban('SE54 5000 0000 0583 9825 7466')).toBe(false);
    expect(isIban('5000 0000 0583 9825 7466')).toBe(false);
    expect(formatIban('se4550000000058398257466')).toBe('SE45 5000 0000 0583 9825 7466');
  });

  test('BICs of 8 and 11 characters', () => {
    expect(isBic('ESSESESS')).toBe(true);
    expect(isBic('NDEASESSXXX')).toBe(true);
    expect(isBic('ESSESES')).toBe(false);
  });
});
