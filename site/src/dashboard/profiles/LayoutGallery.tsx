import {
  CARD_LAYOUTS,
  type CardLayout,
  PORTRAIT_SHAPES,
  type PortraitShape,
} from '@shared/schemas/card-look';
import type { ReactNode } from 'react';
import { type AppKey, useT } from '../lib/i18n';

// The gallery of card layouts (issue 32) and the portrait's shape: two radio groups of native radios (arrow
// keys move between them, as in any radio group), each layout with a small drawing of its page. The drawings
// are inline SVG in the theme's colours (currentColor and the base colours), so they follow light and dark.

export const LAYOUT_NAMES: Record<CardLayout, AppKey> = {
  centred: 'layoutCentred',
  cover: 'layoutCover',
  columns: 'layoutColumns',
  minimal: 'layoutMinimal',
};

const SHAPE_NAMES: Record<PortraitShape, AppKey> = {
  circle: 'shapeCircle',
  rounded: 'shapeRounded',
  square: 'shapeSquare',
};

/** Lines of text in a drawing: a bar per line (a fixed drawing, so each line's place is its key). */
const bars = (x: number, y: number, widths: number[]) =>
  widths
    .map((w, line) => ({ w, top: y + line * 6 }))
    .map(({ w, top }) => <rect key={top} x={x} y={top} width={w} height={3} rx={1.5} />);

/** A drawing of each layout, 120 × 80: the cover in the accent, the person and the panels in the page's colours. */
const DRAWINGS: Record<CardLayout, ReactNode> = {
  centred: (
    <>
      <rect width="120" height="22" className="fill-primary/70" />
      <circle cx="60" cy="24" r="9" className="fill-base-100 stroke-base-content/40" />
      <g className="fill-base-content/50">{bars(40, 38, [40, 28])}</g>
      <rect x="28" y="52" width="64" height="22" rx="3" className="fill-base-100 stroke-base-content/20" />
    </>
  ),
  cover: (
    <>
      <rect width="120" height="46" className="fill-primary/70" />
      <rect x="18" y="34" width="84" height="42" rx="4" className="fill-base-100 stroke-base-content/20" />
      <circle cx="60" cy="34" r="11" className="fill-base-100 stroke-base-content/40" />
      <g className="fill-base-content/50">{bars(40, 52, [40, 28, 34])}</g>
    </>
  ),
  columns: (
    <>
      <rect width="120" height="16" className="fill-primary/70" />
      <rect x="8" y="12" width="42" height="62" rx="4" className="fill-base-100 stroke-base-content/20" />
      <circle cx="29" cy="14" r="7" className="fill-base-100 stroke-base-content/40" />
      <g className="fill-base-content/50">{bars(16, 28, [26, 20])}</g>
      <rect x="58" y="22" width="54" height="22" rx="3" className="fill-base-100 stroke-base-content/20" />
      <rect x="58" y="50" width="54" height="24" rx="3" className="fill-base-100 stroke-base-content/20" />
    </>
  ),
  minimal: (
    <>
      <circle cx="18" cy="18" r="7" className="fill-base-content/30" />
      <g className="fill-base-content/60">{bars(30, 13, [50, 30])}</g>
      <g className="fill-base-content/40">{bars(11, 34, [96, 80, 88])}</g>
      <rect x="11" y="58" width="98" height="1" className="fill-base-content/30" />
      <g className="fill-base-content/40">{bars(11, 64, [60, 44])}</g>
    </>
  ),
};

type Props = {
  layout: CardLayout | null;
  shape: PortraitShape;
  /** A company locks the layout: the gallery is shown, not chosen from. */
  lock: { layout: CardLayout; company: string } | null;
  onLayout: (layout: CardLayout) => void;
  onShape: (shape: PortraitShape) => void;
};

export function LayoutGallery({ layout, shape, lock, onLayout, onShape }: Props) {
  const t = useT();
  const chosen = lock?.layout ?? layout;
  return (
    <div className="grid gap-3" data-testid="card-look">
      <fieldset disabled={lock !== null}>
        <legend className="mb-1 font-semibold text-sm">{t('cardLayout')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CARD_LAYOUTS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-box border-2 border-base-300 p-2 text-sm has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-primary has-disabled:cursor-not-allowed"
            >
              <input
                type="radio"
                name="card-layout"
                value={value}
                className="sr-only"
                checked={chosen === value}
                onChange={() => onLayout(value)}
              />
              <svg viewBox="0 0 120 80" className="w-full rounded bg-base-200" aria-hidden="true">
                {DRAWINGS[value]}
              </svg>
              {t(LAYOUT_NAMES[value])}
            </label>
          ))}
        </div>
        <p className="text-base-content/70 mt-1 text-xs" role="status">
          {lock
            ? t('layoutLocked', { company: lock.company, layout: t(LAYOUT_NAMES[lock.layout]) })
            : chosen === null
              ? t('layoutNotChosen')
              : ''}
        </p>
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-semibold text-sm">{t('portraitShape')}</legend>
        <div className="flex flex-wrap gap-2">
          {PORTRAIT_SHAPES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-box border-2 border-base-300 px-3 py-1.5 text-sm has-checked:border-primary has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name="portrait-shape"
                value={value}
                className="sr-only"
                checked={shape === value}
                onChange={() => onShape(value)}
              />
              <span
                aria-hidden="true"
                className={`size-5 bg-base-content/40 ${value === 'circle' ? 'rounded-full' : value === 'rounded' ? 'rounded-md' : ''}`}
              />
              {t(SHAPE_NAMES[value])}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
