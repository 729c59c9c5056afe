import { contrastProblems } from '@shared/design/check';
import { useEffect, useRef, useState } from 'react';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { type DesignDraft, DesignForm } from './DesignForm';

type Answer = {
  draft: DesignDraft;
  published: DesignDraft | null;
  unpublished: boolean;
  preview: { expiresAt: number; profilePath: string | null; dynatagPath: string | null };
};
type Size = 'phone' | 'desktop';
/** The widths a visitor's screen has: a phone's 375 px and a laptop's 1280 px (shown at half size). */
const WIDTHS: Record<Size, number> = { phone: 375, desktop: 1280 };

/**
 * The company's card design (issue 23): the form, saved as a draft a moment after each change (when every
 * colour pair passes AA), a live preview of a real colleague's card and a company tag with the draft at phone
 * and desktop widths (the server renders them, as visitors will get them), and Publish.
 */
export function DesignEditor({
  companyShortId,
  coverPath = null,
}: {
  companyShortId: string;
  /** The company's cover, framed by the design's focal point; null without one. */
  coverPath?: string | null;
}) {
  const t = useT();

  const [answer, setAnswer] = useState<Answer | null>(null);
  const [design, setDesign] = useState<DesignDraft | null>(null);
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState<'profile' | 'dynatag'>('profile');
  const [size, setSize] = useState<Size>('phone');
  const [busy, setBusy] = useState(false);
  const saved = useRef<string>('');

  useEffect(() => {
    void client
      .GET('/api/v1/companies/{shortId}/design', { params: { path: { shortId: companyShortId } } })
      .then((a) => {
        if (!a.ok || !a.data) return;
        setAnswer(a.data);
        setDesign(a.data.draft);
        saved.current = JSON.stringify(a.data.draft);
      });
  }, [companyShortId]);

  // The draft follows the form after a short rest; the preview reloads with it.
  useEffect(() => {
    if (!design || JSON.stringify(design) === saved.current || contrastProblems(design).length) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void client
        .PATCH('/api/v1/companies/{shortId}/design', {
          params: { path: { shortId: companyShortId } },
          body: design,
          signal: controller.signal,
        })
        .then((a) => {
          if (!a.ok || !a.data) return;
          saved.current = JSON.stringify(design);
          setAnswer(a.data);
          setVersion((v) => v + 1);
        });
    }, 500);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [companyShortId, design]);

  async function publish() {
    setBusy(true);
    const a = await client.POST('/api/v1/companies/{shortId}/design/publish', {
      params: { path: { shortId: companyShortId } },
      notifySuccess: true,
    });
    setBusy(false);
    if (a.ok && a.data) setAnswer(a.data);
  }

  if (!answer || !design) return null;
  const pending = JSON.stringify(design) !== saved.current;
  const path = page === 'profile' ? answer.preview.profilePath : answer.preview.dynatagPath;
  const width = WIDTHS[size];
  const scale = size === 'desktop' ? 0.5 : 1;
  const state =
    answer.unpublished || pending
      ? 'designDraftState'
      : answer.published
        ? 'designLiveState'
        : 'designPlainState';
  const choice = <V extends string>(value: V, current: V, onPick: (v: V) => void, label: string) => (
    <button
      type="button"
      className={`btn btn-xs join-item ${value === current ? 'btn-active' : ''}`}
      aria-pressed={value === current}
      onClick={() => onPick(value)}
    >
      {label}
    </button>
  );
  return (
    <section data-testid="company-design" className="grid gap-4">
      <p className="text-sm">{t('designIntro')}</p>
      <DesignForm design={design} onChange={setDesign} coverPath={coverPath} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={busy || pending || !answer.unpublished || contrastProblems(design).length > 0}
          onClick={publish}
        >
          {t('designPublish')}
        </button>
        <span className="text-base-content/70 text-sm" data-testid="design-state">
          {t(state)}
        </span>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t('designPreview')}</h3>
        <div className="mb-2 flex flex-wrap gap-3">
          <div className="join">
            {choice('profile', page, setPage, t('designPreviewCard'))}
            {choice('dynatag', page, setPage, t('designPreviewTag'))}
          </div>
          <div className="join">
            {choice('phone', size, setSize, t('designPreviewPhone'))}
            {choice('desktop', size, setSize, t('designPreviewDesktop'))}
          </div>
        </div>
        {path ? (
          <div
            className="overflow-hidden rounded-box border border-base-300"
            style={{
              width: width * scale,
              height: 640 * scale * (size === 'desktop' ? 1.25 : 1),
              maxWidth: '100%',
            }}
          >
            <iframe
              key={`${path}-${version}-${size}`}
              src={`${path}&v=${version}`}
              title={t('designPreviewTitle', {
                page: t(page === 'profile' ? 'designPreviewCard' : 'designPreviewTag'),
                size: `${width} px`,
              })}
              width={width}
              height={size === 'desktop' ? 800 : 640}
              style={{ transform: `scale(${scale})`, transformOrigin: '0 0', border: 0 }}
              data-testid="design-preview"
            />
          </div>
        ) : (
          <p className="text-sm">{t('designPreviewNone')}</p>
        )}
      </div>
    </section>
  );
}
