import { parseVideoUrl } from '@shared/video';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { $profiles } from '../stores/people';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Card } from '../ui/parts';

type Kind = 'link' | 'file';

/**
 * The video of a profile (issue 32), shown below the header of its card page: a YouTube or Vimeo link (its
 * poster fetched by the server) or an uploaded MP4/WebM (at most 20 MB) with a poster picture; previewed as the
 * page shows it, without loading anything of YouTube or Vimeo.
 */
export function VideoCard({ profile }: { profile: Profile }) {
  const t = useT();
  const video = profile.video;
  const [kind, setKind] = useState<Kind>(video?.kind ?? 'link');
  const [url, setUrl] = useState(video?.kind === 'link' ? video.watchUrl : '');
  const [title, setTitle] = useState(video && video.title !== profile.fullName ? video.title : '');
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const urlBad = url.trim() !== '' && !parseVideoUrl(url);
  const path = { params: { path: { shortId: profile.shortId } } };

  const saved = (answer: ApiResult & { data?: Profile | null }) => {
    setBusy(false);
    if (!answer.ok || !answer.data) return setResult(answer);
    setResult(null);
    const next = answer.data;
    $profiles.set(($profiles.get() ?? []).map((p) => (p.shortId === next.shortId ? next : p)));
  };

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (kind === 'link') {
      if (urlBad || !url.trim()) return setShowErrors(true);
      setBusy(true);
      return saved(
        await client.PATCH('/api/v1/profiles/{shortId}', {
          ...path,
          body: { videoUrl: url.trim(), videoTitle: title },
          notifySuccess: true,
          notifyErrors: false,
        }),
      );
    }
    if (!file) return setShowErrors(true);
    const form = new FormData();
    form.append('video', file);
    if (poster) form.append('poster', poster);
    form.append('title', title);
    setBusy(true);
    saved(
      await client.PUT('/api/v1/profiles/{shortId}/video', {
        ...path,
        body: form as never,
        notifySuccess: true,
        notifyErrors: false,
      }),
    );
  };

  const remove = async () => {
    setBusy(true);
    saved(await client.DELETE('/api/v1/profiles/{shortId}/video', { ...path, notifySuccess: true }));
    setUrl('');
    setTitle('');
  };

  return (
    <Card title={t('videoCardTitle')}>
      <p className="text-sm">{t('videoCardText')}</p>
      {video && (
        <div className="space-y-2" data-testid="video-preview">
          {video.kind === 'link' ? (
            <div className="relative aspect-video overflow-hidden rounded-box bg-neutral">
              {video.posterPath && (
                <img
                  src={video.posterPath}
                  alt=""
                  className="size-full object-cover"
                  width={1280}
                  height={720}
                />
              )}
              <span
                className="absolute inset-0 grid place-items-center text-4xl text-white"
                aria-hidden="true"
              >
                ▶
              </span>
            </div>
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the owner's own upload, previewed; captions are not asked of it
            <video
              className="aspect-video w-full rounded-box bg-neutral"
              controls
              preload="none"
              poster={video.posterPath ?? undefined}
              src={video.src}
              title={video.title}
            />
          )}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="mr-auto truncate">{video.title}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={remove} disabled={busy}>
              {t('videoRemove')}
            </button>
          </div>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-1">
        <FormMessage result={result && !result.errors.some((e) => e.field) ? result : null} />
        <div role="radiogroup" aria-label={t('videoKind')} className="join">
          {(['link', 'file'] as const).map((k) => (
            <label key={k} className="join-item btn btn-sm has-checked:btn-primary">
              <input
                type="radio"
                name="videoKind"
                className="sr-only"
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {t(k === 'link' ? 'videoKindLink' : 'videoKindFile')}
            </label>
          ))}
        </div>
        {kind === 'link' ? (
          <TextField
            label={t('videoLink')}
            name="videoUrl"
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://www.youtube.com/watch?v=…"
            hint={t('videoLinkHint')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={
              (showErrors && (urlBad || !url.trim()) ? t('invalidVideoUrl') : undefined) ??
              fieldError(result, 'videoUrl')
            }
          />
        ) : (
          <>
            <FileInput
              label={t('videoFile')}
              name="videoFile"
              accept="video/mp4,video/webm"
              hint={t('videoFileHint')}
              onChange={setFile}
              error={(showErrors && !file ? t('videoFileMissing') : undefined) ?? fieldError(result, 'video')}
            />
            <FileInput
              label={t('videoPoster')}
              name="videoPoster"
              accept="image/jpeg,image/png,image/webp,image/gif"
              hint={t('videoPosterHint')}
              onChange={setPoster}
              error={fieldError(result, 'poster')}
            />
          </>
        )}
        <TextField
          label={t('videoTitleLabel')}
          name="videoTitle"
          maxLength={200}
          placeholder={profile.fullName}
          hint={t('videoTitleHint')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={fieldError(result, kind === 'link' ? 'videoTitle' : 'title')}
        />
        <div className="flex justify-end pt-2">
          <SubmitButton busy={busy}>{t('videoSave')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function FileInput(props: {
  label: string;
  name: string;
  accept: string;
  hint: string;
  error?: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const id = `video-${props.name}`;
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="file"
        accept={props.accept}
        className={`file-input w-full ${props.error ? 'file-input-error' : ''}`}
        aria-describedby={`${id}-note`}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.files?.[0] ?? null)}
      />
      <p id={`${id}-note`} className={`text-xs ${props.error ? 'text-error' : 'text-base-content/70'}`}>
        {props.error ?? props.hint}
      </p>
    </div>
  );
}
