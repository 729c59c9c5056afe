import type { CardType } from '@shared/constants';
import type { CSSProperties } from 'react';
import type { DesignForm } from './form';
import { useWizardT } from './i18n';

// The metal card at its real proportions (85.6 × 54 mm). Black cards are engraved to bare steel (light),
// gold ones darken where the laser goes; the black-and-white pictures are blended to look engraved, and a logo
// is shown in one colour as the print file engraves it (its dark parts: api/src/modules/orders/engraving.ts).
const FINISH = {
  black: {
    background:
      'radial-gradient(120% 90% at 15% 0%, rgba(255,255,255,0.14), transparent 55%), linear-gradient(135deg, #2b2b2d 0%, #0d0d0f 55%, #1e1e21 100%)',
    ink: '#dcdcdc',
    soft: 'rgba(220,220,220,0.72)',
    picture: { filter: 'grayscale(1) invert(1)', mixBlendMode: 'screen', opacity: 0.88 },
    logo: { filter: 'grayscale(1) contrast(100) invert(1)', mixBlendMode: 'screen', opacity: 0.88 },
  },
  gold: {
    background:
      'radial-gradient(120% 90% at 15% 0%, rgba(255,255,255,0.45), transparent 55%), linear-gradient(135deg, #f5e1a4 0%, #cfa84f 38%, #ecd08a 68%, #b68d3a 100%)',
    ink: '#3a2c10',
    soft: 'rgba(58,44,16,0.78)',
    picture: { filter: 'grayscale(1)', mixBlendMode: 'multiply', opacity: 0.9 },
    logo: { filter: 'grayscale(1) contrast(100)', mixBlendMode: 'multiply', opacity: 0.9 },
  },
} as const;

const face: CSSProperties = { aspectRatio: '85.6 / 54', borderRadius: '3.7cqw' };

function Face({
  finish,
  label,
  children,
}: {
  finish: keyof typeof FINISH;
  label: string;
  children: React.ReactNode;
}) {
  return (
    // Not a <figure>: inside a daisyUI card a figure is a centred flex row, which squeezes the card. The group
    // is the size container, so the face's corners and everything on it scale with its width (cqw).
    <div style={{ containerType: 'inline-size' }}>
      <div
        className="relative w-full overflow-hidden shadow-[0_12px_30px_-12px_rgba(0,0,0,0.55)] ring-1 ring-black/10"
        style={{ ...face, background: FINISH[finish].background, color: FINISH[finish].ink }}
      >
        {children}
      </div>
      <p className="text-base-content/70 mt-1.5 text-center text-xs">{label}</p>
    </div>
  );
}

/** A QR code's look (three finder squares and a scatter): the real code is the card's link, made at print. */
function QrMark({ color }: { color: string }) {
  const dots = [
    [9, 1],
    [11, 3],
    [9, 5],
    [12, 6],
    [1, 9],
    [3, 11],
    [5, 9],
    [7, 12],
    [9, 9],
    [11, 11],
    [13, 9],
    [10, 13],
    [12, 13],
    [14, 11],
    [9, 14],
    [14, 14],
    [6, 10],
    [11, 7],
    [13, 4],
  ];
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="none" stroke={color} strokeWidth={1} />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill={color} />
    </g>
  );
  return (
    <svg viewBox="-0.5 -0.5 16 16" className="size-full" aria-hidden="true">
      {finder(0, 0)}
      {finder(8.5, 0)}
      {finder(0, 8.5)}
      {dots.map(([x, y]) => (
        <rect key={`${x}.${y}`} x={x} y={y} width={1} height={1} fill={color} />
      ))}
    </svg>
  );
}

/** The card front and back as the owner types, in the colour of the chosen type. */
export function CardPreview({
  n,
  type,
  design,
  imagePath,
  logoPath,
}: {
  n: number;
  type: CardType;
  design: DesignForm;
  imagePath: string | null;
  logoPath: string | null;
}) {
  const t = useWizardT();
  const finish = type.startsWith('gold') ? 'gold' : 'black';
  const { ink, soft, picture, logo } = FINISH[finish];
  return (
    <section aria-label={t('wizardPreview', { n })} className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
      <Face finish={finish} label={t('wizardFront')}>
        {logoPath && (
          <img
            src={logoPath}
            alt=""
            data-testid="preview-logo"
            className="absolute object-contain object-left"
            style={{ left: '7cqw', top: '7cqw', height: '11cqw', maxWidth: '40cqw', ...logo }}
          />
        )}
        {imagePath && (
          <img
            src={imagePath}
            alt=""
            data-testid="preview-image"
            className="absolute rounded-full object-cover"
            style={{ right: '7cqw', top: '7cqw', width: '24cqw', height: '24cqw', ...picture }}
          />
        )}
        <div className="absolute" style={{ left: '7cqw', right: '7cqw', bottom: '7cqw' }}>
          <p
            className="truncate font-semibold tracking-wide"
            style={{ fontSize: '6.2cqw', lineHeight: 1.15 }}
          >
            {design.fullName}
          </p>
          {design.text && (
            <p className="truncate" style={{ fontSize: '3.6cqw', color: soft, marginTop: '0.8cqw' }}>
              {design.text}
            </p>
          )}
          <p className="truncate" style={{ fontSize: '3cqw', color: soft, marginTop: '2cqw' }}>
            {[design.phone, design.email].filter(Boolean).join('  ·  ')}
          </p>
        </div>
      </Face>
      <Face finish={finish} label={t('wizardBackSide')}>
        {/* On a light square, as the print file has it: a QR code needs its quiet zone to scan on metal. */}
        <div
          className="absolute bg-white"
          style={{
            left: '7cqw',
            top: '50%',
            width: '30cqw',
            height: '30cqw',
            padding: '3.5cqw',
            borderRadius: '1.2cqw',
            transform: 'translateY(-50%)',
          }}
          role="img"
          aria-label={t('wizardQrArea')}
        >
          <QrMark color="#000" />
        </div>
        <svg
          viewBox="0 0 24 24"
          className="absolute"
          style={{ right: '7cqw', top: '7cqw', width: '8cqw', height: '8cqw' }}
          fill="none"
          stroke={ink}
          strokeWidth={1.8}
          strokeLinecap="round"
          role="img"
          aria-label={t('wizardNfc')}
        >
          <path d="M6 8.5a5 5 0 010 7M9.5 6a9 9 0 010 12M13 3.5a13 13 0 010 17" />
        </svg>
        <div className="absolute text-end" style={{ right: '7cqw', bottom: '7cqw', left: '42cqw' }}>
          {design.vcardCompany && (
            <p className="truncate font-medium" style={{ fontSize: '3.6cqw' }}>
              {design.vcardCompany}
            </p>
          )}
          {design.vcardUrl && (
            <p className="truncate" style={{ fontSize: '3cqw', color: soft }}>
              {design.vcardUrl.replace(/^https?:\/\//, '')}
            </p>
          )}
          <p
            className="uppercase"
            style={{ fontSize: '2.6cqw', letterSpacing: '0.3em', color: soft, marginTop: '2cqw' }}
          >
            Dynacard
          </p>
        </div>
      </Face>
    </section>
  );
}
