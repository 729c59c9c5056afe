import { describe, expect, test } from 'bun:test';
import type { Colleague } from '../../lib/people';
import { emptyDesign } from './form';
import { cardTextsOf, refill } from './prefill';

const company = { name: 'Nordvik Bygg AB', websiteUrl: 'https://nordvikbygg.example' };
const person = (fullName: string, jobTitle: string, workPhone: string, workEmail: string) =>
  ({ user: { fullName }, jobTitle, workPhone, workEmail }) as Colleague;
const erik = person('Erik Johansson', 'Sales Manager', '+46 31 712 40 15', 'erik@nordvikbygg.example');
const lina = person('Lina Berg', 'Project Manager', '', 'lina@nordvikbygg.example');

describe('a card’s texts before anyone types', () => {
  test('come from the recipient’s colleague profile and the company', () => {
    expect(refill(emptyDesign(), null, cardTextsOf(erik, company))).toMatchObject({
      fullName: 'Erik Johansson',
      text: 'Sales Manager',
      phone: '+46 31 712 40 15',
      email: 'erik@nordvikbygg.example',
      vcardCompany: 'Nordvik Bygg AB',
      vcardUrl: 'https://nordvikbygg.example',
      imageId: null,
      logoId: null,
    });
  });

  test('follow a change of recipient, keeping what was typed', () => {
    const forErik = cardTextsOf(erik, company);
    const typed = { ...refill(emptyDesign(), null, forErik), text: 'Founder', imageId: 'img1' };
    const forLina = refill(typed, forErik, cardTextsOf(lina, company));
    expect(forLina).toMatchObject({
      fullName: 'Lina Berg',
      text: 'Founder', // typed: kept
      phone: '', // Lina has no work phone: Erik's is not left on her card
      email: 'lina@nordvikbygg.example',
      vcardCompany: 'Nordvik Bygg AB',
      imageId: 'img1',
    });
  });

  test('never overwrite a typed field, even with the recipient unknown before', () => {
    const typed = { ...emptyDesign(), fullName: 'E. Johansson', phone: '+46 70 000 00 00' };
    expect(refill(typed, null, cardTextsOf(erik, company))).toMatchObject({
      fullName: 'E. Johansson',
      phone: '+46 70 000 00 00',
      text: 'Sales Manager',
    });
  });
});
