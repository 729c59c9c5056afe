import { contrastProblems } from '@shared/design/check';
import { CARD_LAYOUTS, type CardLayout, type FocalPoint } from '@shared/schemas/card-look';
import {
  BUTTON_FILLS,
  BUTTON_SHAPES,
  COLLEAGUE_FIELDS,
  DESIGN_BACKGROUNDS,
  DESIGN_FIELDS,
  DESIGN_FONTS,
  LOGO_PLACEMENTS,
} from '@shared/schemas/company-design';
import type { ApiBody } from '../../../../packages/client/src/index';
import { type AppKey, useT } from '../lib/i18n';
import { FocusPicker } from '../profiles/FocusPicker';
import { LAYOUT_NAMES } from '../profiles/LayoutGallery';

const OPTION_KEYS: Record<string, AppKey> = {
  theme: 'designBgTheme',
  light: 'designBgLight',
  dark: 'designBgDark',
  manrope: 'designFontManrope',
  serif: 'designFontSerif',
  humanist: 'designFontHumanist',
  mono: 'designFontMono',
  left: 'designLogoLeft',
  center: 'designLogoCenter',
  cover: 'designLogoCover',
  none: 'designLogoNone',
  rounded: 'designShapeRounded',
  pill: 'designShapePill',
  square: 'designShapeSquare',
  filled: 'designFillFilled',
  outline: 'designFillOutline',
};
type Part = (typeof DESIGN_FIELDS)[number];
const PART_KEYS: Record<Part, AppKey> = {
  role: 'designPartRole',
  about: 'about',
  workPhone: 'workPhone',
  workEmail: 'workEmail',
  phone: 'designPartPhone',
  email: 'designPartEmail',
  website: 'website',
  address: 'designPartAddress',
  socials: 'designPartSocials',
  links: 'designPartLinks',
  files: 'designPartFiles',
  description: 'designPartDescription',
};
const COLLEAGUE_KEYS: Record<(typeof COLLEAGUE_FIELDS)[number], AppKey> = {
  jobTitle: 'jobTitle',
  jobRole: 'jobRole',
  workPhone: 'workPhone',
  workEmail: 'workEmail',
  about: 'about',
  socialLinks: 'socialLinks',
  customLinks: 'customLinks',
};

/** A company's design as the API's document types it (its choices as their names). */
export type DesignDraft = ApiBody<'/api/v1/companies/{shortId}/design', 'patch'>;

type Props = { design: DesignDraft; onChange: (next: DesignDraft) => void; coverPath?: string | null };

/** The design's settings; a colour pair below WCAG AA says so under its field (the API refuses it too). */
export function DesignForm({ design, onChange, coverPath = null }: Props) {
  const t = useT();
  const set = <K extends keyof DesignDraft>(key: K, value: DesignDraft[K]) =>
    onChange({ ...design, [key]: value });
  const problems = contrastProblems(design);
  const problemOf = (field: string) => {
    const p = problems.find((x) => x.field === field);
    return p ? t('designLowContrast', { fg: p.fg, bg: p.bg, ratio: p.ratio }) : null;
  };
  const color = (key: 'primary' | 'onPrimary' | 'accent', label: AppKey) => {
    const problem = problemOf(key);
    return (
      <label className="form-control">
        <span className="label-text text-sm">{t(label)}</span>
        <input
          type="color"
          className="h-9 w-full"
          value={design[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `design-${key}-problem` : undefined}
          onChange={(e) => set(key, e.target.value)}
        />
        {problem && (
          <span id={`design-${key}-problem`} role="alert" className="text-error text-sm">
            {problem}
          </span>
        )}
      </label>
    );
  };
  const select = <K extends 'background' | 'font' | 'logoPlacement' | 'buttonShape' | 'buttonFill'>(
    key: K,
    label: AppKey,
    values: readonly DesignDraft[K][],
  ) => (
    <label className="form-control">
      <span className="label-text text-sm">{t(label)}</span>
      <select
        className="select select-sm"
        value={design[key]}
        onChange={(e) => set(key, e.target.value as DesignDraft[K])}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(OPTION_KEYS[v]!)}
          </option>
        ))}
      </select>
    </label>
  );
  // Shown parts first in their order, then the hidden ones, so a part ticked on lands at the end.
  const shownParts = design.fields as Part[];
  const parts: Part[] = [...shownParts, ...DESIGN_FIELDS.filter((f) => !shownParts.includes(f))];
  const move = (index: number, by: number) => {
    const fields = [...design.fields];
    const [part] = fields.splice(index, 1);
    fields.splice(index + by, 0, part!);
    set('fields', fields);
  };
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {color('primary', 'designPrimary')}
        {color('onPrimary', 'designOnPrimary')}
        {color('accent', 'designAccent')}
        {select('background', 'designBackground', DESIGN_BACKGROUNDS)}
        {select('font', 'designFont', DESIGN_FONTS)}
        {select('logoPlacement', 'designLogo', LOGO_PLACEMENTS)}
        {select('buttonShape', 'designButtonShape', BUTTON_SHAPES)}
        {select('buttonFill', 'designButtonFill', BUTTON_FILLS)}
      </div>
      <p className="text-base-content/70 text-sm">{t('designCoverHint')}</p>
      <fieldset>
        <legend className="mb-1 font-semibold text-sm">{t('designFields')}</legend>
        <ul className="grid gap-1">
          {parts.map((part) => {
            const index = design.fields.indexOf(part);
            const shown = index >= 0;
            return (
              <li key={part} className="flex items-center gap-2 text-sm">
                <label className="flex flex-1 items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked={shown}
                    onChange={(e) =>
                      set(
                        'fields',
                        e.target.checked ? [...design.fields, part] : design.fields.filter((f) => f !== part),
                      )
                    }
                  />
                  {t(PART_KEYS[part])}
                </label>
                {shown && (
                  <>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={index === 0}
                      aria-label={`${t('moveUp')}: ${t(PART_KEYS[part])}`}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={index === design.fields.length - 1}
                      aria-label={`${t('moveDown')}: ${t(PART_KEYS[part])}`}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-semibold text-sm">{t('designColleagues')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {COLLEAGUE_FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={design.colleagueMayChange.includes(field)}
                onChange={(e) =>
                  set(
                    'colleagueMayChange',
                    e.target.checked
                      ? [...design.colleagueMayChange, field]
                      : design.colleagueMayChange.filter((f) => f !== field),
                  )
                }
              />
              {t(COLLEAGUE_KEYS[field])}
            </label>
          ))}
        </div>
      </fieldset>
      {/* The colleagues' layout (issue 32): a suggestion each colleague may change, or locked for all. */}
      <fieldset className="grid gap-2 sm:grid-cols-2 sm:items-end">
        <legend className="mb-1 font-semibold text-sm">{t('designLayout')}</legend>
        <select
          className="select select-sm"
          aria-label={t('designLayout')}
          value={design.layout ?? ''}
          onChange={(e) => {
            const layout = (e.target.value || undefined) as CardLayout | undefined;
            onChange({ ...design, layout, lockLayout: layout ? design.lockLayout : undefined });
          }}
        >
          <option value="">{t('designLayoutFree')}</option>
          {CARD_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(LAYOUT_NAMES[layout])}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            disabled={!design.layout}
            checked={Boolean(design.layout && design.lockLayout)}
            onChange={(e) => set('lockLayout', e.target.checked)}
          />
          {t('designLockLayout')}
        </label>
      </fieldset>
      {coverPath && (
        <FocusPicker
          label={t('coverFocus')}
          src={coverPath}
          value={(design.coverFocus as FocalPoint | undefined) ?? null}
          onChange={(coverFocus) => set('coverFocus', coverFocus)}
          crop="cover"
          testId="design-cover-focus"
        />
      )}
    </div>
  );
}
