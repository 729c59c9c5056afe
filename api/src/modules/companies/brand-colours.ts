// The colours a company's things carry outside its pages (Wallet passes, email signatures, video-call backgrounds),
// as its card page shows them: the published card design's (issue 23) when it has one, else its own colour when it
// colours its profiles; null when it has neither and ours is used.
import type { CompanyDesign } from '@shared/schemas/company-design';

type Branded = { color: string; useColorInProfiles: boolean; design: CompanyDesign | null };

export type BrandColours = {
  /** The main colour: a pass's background, a band, a backdrop. */
  main: string;
  /** Text on the main colour as the design sets it; null: whichever of black or white reads. */
  onMain: string | null;
  /** Text and links on a light background (a mail): the design's accent, which reads there. */
  onLight: string;
};

const HEX = /^#[0-9a-f]{6}$/i;

export function brandColours(company: Branded | undefined): BrandColours | null {
  if (!company) return null;
  const { design } = company;
  if (design && HEX.test(design.primary)) {
    return {
      main: design.primary,
      onMain: HEX.test(design.onPrimary) ? design.onPrimary : null,
      onLight: HEX.test(design.accent) ? design.accent : design.primary,
    };
  }
  if (company.useColorInProfiles && HEX.test(company.color)) {
    return { main: company.color, onMain: null, onLight: company.color };
  }
  return null;
}
