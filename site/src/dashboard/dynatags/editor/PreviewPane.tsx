import type { DynatagInput } from '@shared/schemas/dynatags';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../lib/client';
import { $uiLang } from '../../stores/prefs';
import { useEditorT } from './modules/i18n';
import { tagPath } from './use-editor';

const DEBOUNCE_MS = 700;
export const PHONE_WIDTH = 360;

/** Where the server renders the draft: the saved tag's preview, or the company's for a tag not saved yet. */
const previewPath = (companyId: string, id: string | undefined) =>
  id ? `${tagPath(id)}/preview` : `/dynatags/companies/${encodeURIComponent(companyId)}/preview`;

/**
 * The page as a visitor sees it, at phone width, from the first keystroke: the draft is rendered by the server
 * (POST api/v1/dynatags/{id}/preview, or before the first save POST api/v1/dynatags/companies/{companyId}/preview,
 * → HTML) and shown in a sandboxed frame without allow-same-origin, so nothing in it can read the dashboard or
 * its cookies. Refreshed a moment after the user stops typing.
 */
export function PreviewPane({
  companyId,
  id,
  fields,
  hasPendingFiles,
}: {
  companyId: string;
  id: string | undefined;
  fields: DynatagInput;
  /** Files chosen for a tag not saved yet: the first save sends them, so the preview cannot show them before. */
  hasPendingFiles: boolean;
}) {
  const { t } = useEditorT();
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const body = JSON.stringify(fields);
  const last = useRef('');

  useEffect(() => {
    if (body === last.current) return;
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        setLoading(true);
        try {
          const response = await fetch(`${API_BASE}${previewPath(companyId, id)}`, {
            method: 'POST',
            credentials: 'include',
            headers: {
              'content-type': 'application/json',
              accept: 'text/html',
              'x-target-lang': $uiLang.get(),
            },
            body,
            signal: controller.signal,
          });
          const text = await response.text();
          if (response.ok) {
            last.current = body;
            setHtml(text);
            setError('');
          } else {
            let message = t('previewFailed');
            try {
              message = (JSON.parse(text) as { message?: string }).message || message;
            } catch {
              // not an envelope
            }
            setError(message);
          }
        } catch {
          if (!controller.signal.aborted) setError(t('previewFailed'));
        } finally {
          if (!controller.signal.aborted) setLoading(false);
        }
      },
      html === null ? 0 : DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [companyId, id, body, html, t]);

  return (
    <section aria-labelledby="tag-preview" className="space-y-2" data-tour="preview">
      <div className="flex items-center gap-2">
        <h3 id="tag-preview" className="flex-1 text-sm font-semibold">
          {t('previewHeading')}
        </h3>
        {loading && (
          <span
            role="status"
            className="loading loading-spinner loading-xs"
            aria-label={t('previewLoading')}
          />
        )}
      </div>
      {error && (
        <p className="text-error text-xs" role="status">
          {error}
        </p>
      )}
      {hasPendingFiles && <p className="text-base-content/70 text-xs">{t('previewFilesAfterSave')}</p>}
      <div
        className="rounded-box mx-auto overflow-hidden border-4 border-base-content/80 bg-white"
        style={{ width: PHONE_WIDTH + 8, maxWidth: '100%' }}
      >
        {html === null ? (
          <div className="skeleton h-[560px] w-full" />
        ) : (
          <iframe
            title={t('previewFrameTitle')}
            srcDoc={html}
            sandbox="allow-scripts allow-popups"
            referrerPolicy="no-referrer"
            width={PHONE_WIDTH}
            height={560}
            className="block max-w-full"
            data-testid="tag-preview"
          />
        )}
      </div>
    </section>
  );
}
