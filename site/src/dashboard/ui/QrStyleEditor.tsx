import {
  PLAIN_QR_STYLE,
  QR_EYE_SHAPES,
  QR_FRAMES,
  QR_MODULE_SHAPES,
  type QrStyle,
} from '@shared/schemas/qr-style';
import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { type AppKey, useT } from '../lib/i18n';
import { QrDownloads } from './QrDownloads';

type Saved = { style: QrStyle | null; inherited: QrStyle };
type Preview = { svg: string; problem: string | null };

/** Whose QR style: a company's default, a profile's or a dynatag's (the id is its short id or tag id). */
export type QrOwner = { kind: 'company' | 'profile' | 'dynatag'; id: string };

/** The API path of the owner's QR files (the downloads; a company has none of its own). */
const downloadBase = ({ kind, id }: QrOwner) =>
  `/${kind === 'company' ? 'companies' : kind === 'profile' ? 'profiles' : 'dynatags'}/${encodeURIComponent(id)}`;

/** The three calls of an owner's style: the saved one, a preview of a style, and saving one (null: inherit). */
function styleCalls({ kind, id }: QrOwner) {
  const quiet = { notifyErrors: false } as const;
  if (kind === 'company') {
    const params = { path: { shortId: id } };
    return {
      load: () => client.GET('/api/v1/companies/{shortId}/qr-style', { params }),
      preview: (style: QrStyle, signal: AbortSignal) =>
        client.POST('/api/v1/companies/{shortId}/qr-preview', { params, body: { style }, signal, ...quiet }),
      save: (style: QrStyle | null) =>
        client.PUT('/api/v1/companies/{shortId}/qr-style', { params, body: { style }, notifySuccess: true }),
    };
  }
  if (kind === 'profile') {
    const params = { path: { shortId: id } };
    return {
      load: () => client.GET('/api/v1/profiles/{shortId}/qr-style', { params }),
      preview: (style: QrStyle, signal: AbortSignal) =>
        client.POST('/api/v1/profiles/{shortId}/qr-preview', { params, body: { style }, signal, ...quiet }),
      save: (style: QrStyle | null) =>
        client.PUT('/api/v1/profiles/{shortId}/qr-style', { params, body: { style }, notifySuccess: true }),
    };
  }
  const params = { path: { id } };
  return {
    load: () => client.GET('/api/v1/dynatags/{id}/qr-style', { params }),
    preview: (style: QrStyle, signal: AbortSignal) =>
      client.POST('/api/v1/dynatags/{id}/qr-preview', { params, body: { style }, signal, ...quiet }),
    save: (style: QrStyle | null) =>
      client.PUT('/api/v1/dynatags/{id}/qr-style', { params, body: { style }, notifySuccess: true }),
  };
}

const SHAPE_KEYS: Record<string, AppKey> = {
  square: 'qrShapeSquare',
  rounded: 'qrShapeRounded',
  dots: 'qrShapeDots',
  circle: 'qrShapeCircle',
};
const FRAME_KEYS: Record<QrStyle['frame'], AppKey> = {
  none: 'qrFrameNone',
  scanMe: 'qrFrameScanMe',
  custom: 'qrFrameCustom',
};

/**
 * The QR code's style (issue 21): colours, shapes, the company's logo and a frame, with a live preview the
 * server draws and checks as it would on saving (an unscannable style shows why and cannot be saved), and
 * downloads in the saved style as SVG, PNG of a chosen width and print PDF. `kind` and `id` name the item;
 * without `fileName` (a company's default style: there is no one code to download) no downloads are offered.
 */
export function QrStyleEditor({
  kind,
  id,
  fileName,
  onSaved,
}: QrOwner & {
  fileName?: string;
  onSaved?: () => void;
}) {
  const t = useT();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [style, setStyle] = useState<QrStyle>(PLAIN_QR_STYLE);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void styleCalls({ kind, id })
      .load()
      .then((answer) => {
        if (!answer.ok || !answer.data) return;
        setSaved(answer.data);
        setStyle(answer.data.style ?? answer.data.inherited);
      });
  }, [kind, id]);

  // The preview follows the form after a short rest, so typing a colour does not send a request per key.
  useEffect(() => {
    if (!saved) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void styleCalls({ kind, id })
        .preview(style, controller.signal)
        .then((answer) => {
          if (answer.ok && answer.data) setPreview(answer.data);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, id, saved, style]);

  const set = <K extends keyof QrStyle>(key: K, value: QrStyle[K]) =>
    setStyle((s) => ({ ...s, [key]: value }));
  async function save(next: QrStyle | null) {
    setBusy(true);
    const answer = await styleCalls({ kind, id }).save(next);
    setBusy(false);
    if (!answer.ok || !answer.data) return;
    setSaved(answer.data);
    setStyle(answer.data.style ?? answer.data.inherited);
    onSaved?.();
  }

  if (!saved) return null;
  const select = (label: AppKey, key: 'modules' | 'eyes', values: readonly string[]) => (
    <label className="form-control">
      <span className="label-text text-sm">{t(label)}</span>
      <select
        className="select select-sm"
        value={style[key]}
        onChange={(e) => set(key, e.target.value as never)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(SHAPE_KEYS[v]!)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="mt-6 border-base-300 border-t pt-4" data-testid="qr-style">
      <h3 className="mb-3 font-semibold">{t('qrStyleTitle')}</h3>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {preview && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}`}
            alt={t('qrPreviewAlt')}
            width={224}
            className="w-56 shrink-0"
            data-testid="qr-style-preview"
          />
        )}
        <div className="grid min-w-0 flex-1 grid-cols-2 gap-3">
          <label className="form-control">
            <span className="label-text text-sm">{t('qrForeground')}</span>
            <input
              type="color"
              className="h-9 w-full"
              value={style.foreground}
              onChange={(e) => set('foreground', e.target.value)}
            />
          </label>
          <label className="form-control">
            <span className="label-text text-sm">{t('qrBackground')}</span>
            <input
              type="color"
              className="h-9 w-full"
              value={style.background}
              onChange={(e) => set('background', e.target.value)}
            />
          </label>
          {select('qrModules', 'modules', QR_MODULE_SHAPES)}
          {select('qrEyes', 'eyes', QR_EYE_SHAPES)}
          <label className="form-control">
            <span className="label-text text-sm">{t('qrFrame')}</span>
            <select
              className="select select-sm"
              value={style.frame}
              onChange={(e) => set('frame', e.target.value as QrStyle['frame'])}
            >
              {QR_FRAMES.map((f) => (
                <option key={f} value={f}>
                  {t(FRAME_KEYS[f])}
                </option>
              ))}
            </select>
          </label>
          {style.frame === 'custom' && (
            <label className="form-control">
              <span className="label-text text-sm">{t('qrFrameText')}</span>
              <input
                className="input input-sm"
                maxLength={30}
                value={style.frameText}
                onChange={(e) => set('frameText', e.target.value)}
              />
            </label>
          )}
          <label className="col-span-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={style.logo}
              onChange={(e) => set('logo', e.target.checked)}
            />
            {t('qrLogo')}
          </label>
          {preview?.problem && (
            <p role="alert" className="col-span-2 text-error text-sm" data-testid="qr-style-problem">
              {preview.problem}
            </p>
          )}
          <div className="col-span-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy || !!preview?.problem}
              onClick={() => save(style)}
            >
              {t('qrStyleSave')}
            </button>
            {saved.style && (
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                disabled={busy}
                onClick={() => save(null)}
              >
                {t('qrStyleReset')}
              </button>
            )}
          </div>
          {fileName && (
            <QrDownloads base={downloadBase({ kind, id })} fileName={fileName} className="col-span-2" />
          )}
        </div>
      </div>
    </section>
  );
}
