// The colour pairs of a design that fail WCAG AA, named for a message: shared by the API (422 per field)
// and the design form (the same message before saving).
import type { CompanyDesign } from '../schemas/company-design';
import { AA_TEXT, contrastRatio, shownRatio } from './contrast';

/** The light page's background behind links and outline buttons (layouts/Public.astro --bg). */
export const LIGHT_PAGE = '#fafafa';

export type ContrastProblem = { field: 'onPrimary' | 'accent'; fg: string; bg: string; ratio: string };

/** Each pair below 4.5:1: the text on the main colour, and the accent on the light page when it is shown. */
export function contrastProblems(
  design: Pick<CompanyDesign, 'primary' | 'onPrimary' | 'accent' | 'background'>,
): ContrastProblem[] {
  const pairs: [ContrastProblem['field'], string, string][] = [
    ['onPrimary', design.onPrimary, design.primary],
  ];
  // A page that is always dark never shows the light pair; its accent is derived (readableOn).
  if (design.background !== 'dark') pairs.push(['accent', design.accent, LIGHT_PAGE]);
  return pairs.flatMap(([field, fg, bg]) => {
    const ratio = contrastRatio(fg, bg);
    return ratio < AA_TEXT ? [{ field, fg, bg, ratio: shownRatio(ratio) }] : [];
  });
}
