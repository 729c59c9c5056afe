import type { FocalPoint } from '@shared/schemas/card-look';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useT } from '../lib/i18n';

// The focal point of a picture (issue 32): the point that stays in view however the page crops it (CSS
// object-position). Chosen by clicking or dragging on the whole picture, or by the arrow keys (1 % a press,
// 10 % with Shift); the picture beside it shows the crop the page will make.

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

type Props = {
  label: string;
  src: string;
  value: FocalPoint | null;
  onChange: (next: FocalPoint) => void;
  /** The crop the page makes: 'portrait' a square, 'cover' a wide band. */
  crop: 'portrait' | 'cover';
  testId: string;
};

export function FocusPicker({ label, src, value, onChange, crop, testId }: Props) {
  const t = useT();
  const focus = value ?? { x: 50, y: 50 };
  const image = useRef<HTMLImageElement>(null);

  // Measured on the picture itself, inside the frame's border: its corners are 0 % and 100 %.
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = image.current?.getBoundingClientRect();
    if (!box?.width || !box.height) return;
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(focus.x + move[0]), y: clamp(focus.y + move[1]) });
  };
  const position = `${focus.x}% ${focus.y}%`;
  const valueText = t('focusValue', { x: String(focus.x), y: String(focus.y) });

  return (
    <div className="grid gap-1" data-testid={testId}>
      <span className="font-semibold text-sm" id={`${testId}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-3">
        <div
          role="slider"
          tabIndex={0}
          aria-labelledby={`${testId}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={focus.x}
          aria-valuetext={valueText}
          className="relative w-48 cursor-crosshair touch-none select-none overflow-hidden rounded-box border border-base-300 focus-visible:outline-2 focus-visible:outline-primary"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            fromPointer(event);
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
          }}
          onKeyDown={onKey}
        >
          <img ref={image} src={src} alt="" className="block w-full" draggable={false} />
          <span
            aria-hidden="true"
            className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute size-5 rounded-full border-2 border-white bg-primary/70 shadow"
            style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
          />
        </div>
        <img
          src={src}
          alt=""
          aria-hidden="true"
          className={`border border-base-300 object-cover ${crop === 'portrait' ? 'size-20 rounded-full' : 'h-16 w-48 rounded-box'}`}
          style={{ objectPosition: position }}
        />
      </div>
      <p className="text-base-content/70 text-xs">
        {t('focusHint')} <span aria-live="polite">{valueText}</span>
      </p>
    </div>
  );
}
