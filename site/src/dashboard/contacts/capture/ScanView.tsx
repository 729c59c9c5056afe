import { useStore } from '@nanostores/react';
import type { LeadItem } from '@shared/types/leads';
import { useEffect, useId, useRef, useState } from 'react';
import { client } from '../../lib/client';
import { useT } from '../../lib/i18n';
import { onLiveEvent } from '../../lib/live';
import { createQrReader, type QrReader } from '../../search/qr-reader';
import { ScanPictureButton } from '../../search/ScanPictureButton';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import { useObjectUrl } from '../../ui/image-input';
import { Spinner } from '../../ui/parts';
import { $captureCompanies, $events, $extras, loadChoices, setExtras, tagList } from './extras';
import { $sent, keepCapture, newClientKey } from './queue';
import { shrinkPhoto } from './shrink';
import { WaitingCaptures } from './WaitingCaptures';

type Mode = 'card' | 'code';
/** How often a camera frame is read for a code. */
const SCAN_EVERY_MS = 250;

/**
 * "Scan a card" (issue 31): a paper card's photos (the phone's camera through the file input, front and back), or
 * a code read from the camera or a picture of it (a badge's vCard or MeCard, a Dynacard link, an address), with a
 * note, tags, the event and "the visitor agreed". Every capture is kept on the phone first and goes up from there
 * (queue.ts), so it works in a hall without signal; the lead then shows here being read, and in the list.
 */
export function ScanView() {
  const t = useT();
  const [mode, setMode] = useState<Mode>('card');
  const [front, setFront] = useState<Blob | null>(null);
  const [back, setBack] = useState<Blob | null>(null);
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [consent, setConsent] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const extras = useStore($extras);
  const events = useStore($events);
  const companies = useStore($captureCompanies);

  useEffect(() => {
    void loadChoices();
    // The code reader's fallback is fetched now, while there is a connection: the worker keeps it for offline.
    void import('jsqr');
  }, []);

  const ready = mode === 'card' ? front !== null : code !== '';
  const save = async () => {
    if (!ready || busy) return;
    setBusy(true);
    const clientKey = newClientKey();
    const outcome = await keepCapture({
      clientKey,
      kind: mode,
      ...(mode === 'card' ? { front: front ?? undefined, back: back ?? undefined } : { text: code }),
      note: note.trim(),
      tags: tagList(extras.tags),
      event: extras.event,
      // An event says its company; without one, the company chosen here (if I am in more than one).
      company: extras.event ? '' : extras.company,
      consent,
      capturedAt: Date.now(),
    }).catch(() => 'later' as const);
    setBusy(false);
    // Neither kept nor sent (no storage here and no connection): what was captured stays on the screen.
    if (outcome === 'later') {
      setSaved('failed');
      return;
    }
    setFront(null);
    setBack(null);
    setCode('');
    setNote('');
    setConsent(false);
    setSaved(clientKey);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]" data-testid="scanner">
      <div className="space-y-4">
        <WaitingCaptures />
        <fieldset className="join">
          <legend className="sr-only">{t('captureMode')}</legend>
          {(['card', 'code'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              className={`btn join-item btn-sm ${mode === m ? 'btn-primary' : ''}`}
              onClick={() => setMode(m)}
            >
              <Icon name={m === 'card' ? 'camera' : 'qr'} className="size-4" />
              {m === 'card' ? t('captureModeCard') : t('captureModeCode')}
            </button>
          ))}
        </fieldset>
        {mode === 'card' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <PhotoInput label={t('captureFront')} value={front} onChange={setFront} testId="capture-front" />
            <PhotoInput
              label={t('captureBack')}
              value={back}
              onChange={setBack}
              testId="capture-back"
              optional
            />
          </div>
        ) : (
          <CodeReader found={code} onFound={setCode} />
        )}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label={t('captureEvent')}
            value={extras.event}
            onChange={(event) => setExtras({ ...extras, event })}
            empty={t('captureNoEvent')}
            options={events.map((e) => ({
              value: e.shortId,
              label: events.some((o) => o.company.shortId !== e.company.shortId)
                ? `${e.name} (${e.company.name})`
                : e.name,
            }))}
          />
          {companies.length > 1 && !extras.event && (
            <SelectField
              label={t('captureCompany')}
              value={extras.company}
              onChange={(company) => setExtras({ ...extras, company })}
              empty={t('captureCompanyOfCard')}
              options={companies.map((c) => ({ value: c.shortId, label: c.name }))}
            />
          )}
          <TextField
            label={t('captureTags')}
            hint={t('captureTagsHint')}
            value={extras.tags}
            maxLength={400}
            onChange={(e) => setExtras({ ...extras, tags: e.target.value })}
          />
        </div>
        <TextAreaField label={t('captureNote')} value={note} onChange={setNote} maxLength={1000} rows={3} />
        <CheckboxField
          label={t('captureConsent')}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
        <p className="text-base-content/70 -mt-1 ps-8 text-xs">{t('captureConsentSentence')}</p>
        <button
          type="button"
          className="btn btn-primary w-full sm:w-auto"
          disabled={!ready || busy}
          onClick={() => void save()}
        >
          {busy ? (
            <span className="loading loading-spinner loading-sm" />
          ) : (
            <Icon name="check" className="size-4" />
          )}
          {t('captureSave')}
        </button>
        {saved === 'failed' ? (
          <p role="alert" className="text-error text-sm">
            {t('captureNotKept')}
          </p>
        ) : (
          saved && (
            <p role="status" className="text-sm text-success">
              {navigator.onLine === false ? t('captureSavedOffline') : t('captureSavedNow')}
            </p>
          )
        )}
      </div>
      <RecentCaptures />
    </div>
  );
}

/** A photo from the phone's camera (the file input opens it on a phone) or a file, with its preview. */
function PhotoInput({
  label,
  value,
  onChange,
  testId,
  optional = false,
}: {
  label: string;
  value: Blob | null;
  onChange: (blob: Blob | null) => void;
  testId: string;
  optional?: boolean;
}) {
  const t = useT();
  const id = useId();
  const preview = useObjectUrl(value);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">
        {label}{' '}
        {optional && <span className="text-base-content/60 font-normal">({t('captureOptional')})</span>}
      </p>
      <label
        htmlFor={id}
        className="rounded-box border-base-300 hover:border-primary grid aspect-[1.6] cursor-pointer place-items-center overflow-hidden border-2 border-dashed has-[:focus-visible]:outline-2"
      >
        {preview ? (
          <img src={preview} alt={label} className="size-full object-contain" />
        ) : (
          <span className="text-base-content/70 flex flex-col items-center gap-1 text-sm">
            <Icon name="camera" className="size-8" />
            {t('captureTakePhoto')}
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          data-testid={testId}
          aria-label={label}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            onChange(file ? await shrinkPhoto(file) : null);
          }}
        />
      </label>
      {value && (
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => onChange(null)}>
          <Icon name="close" className="size-3.5" />
          {t('captureRemovePhoto')}
        </button>
      )}
    </div>
  );
}

type CameraPhase = 'off' | 'starting' | 'scanning' | 'denied' | 'none';

/**
 * A code from the camera's stream (the browser's BarcodeDetector where it has one, else jsQR on the frames:
 * search/qr-reader.ts) or from a picture of it. Once found it is held, for the note, and saved with the rest.
 */
function CodeReader({ found, onFound }: { found: string; onFound: (text: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<QrReader | null>(null);
  const [phase, setPhase] = useState<CameraPhase>('off');
  const [pictureFailed, setPictureFailed] = useState(false);

  const starting = phase === 'starting';
  useEffect(() => {
    if (!starting || found) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const tick = async () => {
      const el = video.current;
      if (stopped || !el) return;
      if (el.readyState >= 2) {
        reader.current ??= await createQrReader();
        const text = await reader.current.read(el).catch(() => null);
        if (text && !stopped) {
          onFound(text);
          setPhase('off');
          return stop();
        }
      }
      if (!stopped) timer = setTimeout(tick, SCAN_EVERY_MS);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setPhase('none');
      return stop;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play().catch(() => {});
        setPhase('scanning');
        void tick();
      })
      .catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        setPhase(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
      });
    return stop;
  }, [starting, found, onFound]);

  const readPicture = async (file: File | undefined) => {
    if (!file) return;
    setPictureFailed(false);
    reader.current ??= await createQrReader();
    const bitmap = await createImageBitmap(file).catch(() => null);
    const text = bitmap ? await reader.current.read(bitmap).catch(() => null) : null;
    if (text) onFound(text);
    else setPictureFailed(true);
  };

  if (found) {
    return (
      <div className="alert alert-success alert-soft dc-alert text-sm" data-testid="capture-code">
        <Icon name="qr" />
        <div className="min-w-0">
          <p className="font-medium">{t('captureCodeFound')}</p>
          <p className="text-base-content/80 line-clamp-4 break-all font-mono text-xs whitespace-pre-line">
            {found}
          </p>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onFound('')}>
          {t('captureCodeAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="rounded-box relative grid aspect-[4/3] max-h-[50dvh] w-full place-items-center overflow-hidden bg-neutral-900 text-neutral-100">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('cameraPreview')}
          className={`size-full object-cover ${phase === 'scanning' ? '' : 'hidden'}`}
        />
        {phase === 'scanning' && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
          />
        )}
        {phase === 'off' && (
          <button type="button" className="btn btn-sm" onClick={() => setPhase('starting')}>
            <Icon name="camera" className="size-4" />
            {t('captureStartCamera')}
          </button>
        )}
        {phase === 'starting' && <Spinner label={t('cameraStarting')} className="loading-lg" />}
        {(phase === 'denied' || phase === 'none') && (
          <p role="alert" className="max-w-xs p-6 text-center text-sm">
            {phase === 'denied' ? t('cameraPermissionHelp') : t('cameraUnavailableHelp')}
          </p>
        )}
      </div>
      <ScanPictureButton testId="capture-code-picture" onPicture={(file) => void readPicture(file)} />
      {pictureFailed && <p className="text-error text-sm">{t('scanNoCode')}</p>}
    </div>
  );
}

/** One lead made from this phone's capture, as the server has it now: being read, then its fields. */
function useLiveLead(initial: LeadItem) {
  const [lead, setLead] = useState(initial);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const answer = await client.GET('/api/v1/leads/{shortId}', {
        params: { path: { shortId: initial.shortId } },
        notifyErrors: false,
      });
      if (stopped) return;
      if (answer.ok && answer.data) setLead(answer.data);
      if (!answer.ok || answer.data?.scanState === 'reading') timer = setTimeout(load, 4000);
    };
    const off = onLiveEvent((event) => {
      if (event.actions.includes('refetch-leads') && event.message?.includes(initial.shortId)) {
        clearTimeout(timer);
        void load();
      }
    });
    if (initial.scanState === 'reading') timer = setTimeout(load, 4000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      off();
    };
  }, [initial.shortId, initial.scanState]);
  return lead;
}

function RecentCaptures() {
  const t = useT();
  const sent = useStore($sent);
  const leads = Object.values(sent).reverse().slice(0, 5);
  if (!leads.length) return null;
  return (
    <section aria-label={t('captureRecent')} className="space-y-2">
      <h2 className="font-semibold">{t('captureRecent')}</h2>
      <ul className="space-y-2">
        {leads.map((lead) => (
          <RecentCapture key={lead.shortId} initial={lead} />
        ))}
      </ul>
    </section>
  );
}

function RecentCapture({ initial }: { initial: LeadItem }) {
  const t = useT();
  const lead = useLiveLead(initial);
  return (
    <li
      className="rounded-box border-base-300 bg-base-100 flex gap-3 border p-3"
      data-testid="recent-capture"
    >
      {lead.photos[0] && (
        <img src={lead.photos[0]} alt="" className="bg-base-200 h-16 w-24 flex-none rounded object-cover" />
      )}
      <div className="min-w-0 text-sm">
        {lead.scanState === 'reading' ? (
          <p className="flex items-center gap-2 font-medium">
            <span className="loading loading-spinner loading-xs" />
            {t('leadReading')}
          </p>
        ) : (
          <p className="truncate font-medium">
            {lead.fullName || lead.email || lead.phone || t('leadNoName')}
          </p>
        )}
        {lead.company && <p className="text-base-content/75 truncate">{lead.company}</p>}
        {lead.scanState === 'failed' && <p className="text-warning">{t('leadReadFailed')}</p>}
      </div>
    </li>
  );
}
