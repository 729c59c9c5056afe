import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { classifyScan, type ScannedCode } from '../lib/qr-link';
import { historySettled } from '../stores/dialog-history';
import { openDialog } from '../stores/dialogs';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/parts';
import { createQrReader, type QrReader } from './qr-reader';
import { ScanPictureButton } from './ScanPictureButton';

type Phase = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'unsupported';
/** How often a camera frame is read. */
const SCAN_EVERY_MS = 250;

/**
 * The QR scanner (SPEC §2, §5): the camera's preview is read a few times a second (the browser's
 * BarcodeDetector, else jsQR); a link to a profile of this site opens its preview, anything else is
 * warned about. Without a camera, a picture of a code can be read instead.
 */
export default function QrScannerDialog({ isTop, close }: DialogComponentProps<'qrScanner'>) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const reader = useRef<QrReader | null>(null);
  const last = useRef('');
  const [phase, setPhase] = useState<Phase>('starting');
  const [found, setFound] = useState<ScannedCode | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pictureFailed, setPictureFailed] = useState(false);

  // Kept in a ref, so a new `close` from the dialog host never restarts the camera.
  const handle = useRef(async (_text: string) => {});
  handle.current = async (text: string) => {
    if (text === last.current) return;
    last.current = text;
    const code = classifyScan(text, location.origin);
    setFound(code);
    if (code.kind === 'profile') {
      close();
      await historySettled();
      openDialog('profilePreview', { shortId: code.shortId });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on "try again"
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setPhase('unsupported');
      return stop;
    }
    setPhase('starting');
    const tick = async () => {
      const el = video.current;
      if (stopped || !el) return;
      if (el.readyState >= 2) {
        reader.current ??= await createQrReader();
        const text = await reader.current.read(el).catch(() => null);
        if (text && !stopped) void handle.current(text);
      }
      if (!stopped) timer = setTimeout(tick, SCAN_EVERY_MS);
    };
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
        setPhase(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera');
      });
    return stop;
  }, [attempt]);

  const readPicture = async (file: File | undefined) => {
    if (!file) return;
    setPictureFailed(false);
    last.current = '';
    reader.current ??= await createQrReader();
    const bitmap = await createImageBitmap(file).catch(() => null);
    const text = bitmap ? await reader.current.read(bitmap).catch(() => null) : null;
    if (text) void handle.current(text);
    else setPictureFailed(true);
  };

  return (
    <DialogFrame title={t('scanQrCode')} onClose={close} isTop={isTop} size="md">
      <div className="space-y-3">
        <div className="rounded-box relative grid aspect-square max-h-[60dvh] w-full place-items-center overflow-hidden bg-neutral-900 text-neutral-100">
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
              className="pointer-events-none absolute inset-[18%] rounded-lg border-4 border-white/80"
            />
          )}
          {phase === 'starting' && <Spinner label={t('cameraStarting')} className="loading-lg" />}
          {(phase === 'denied' || phase === 'noCamera' || phase === 'unsupported') && (
            <div role="alert" className="max-w-xs space-y-2 p-6 text-center">
              <Icon name="camera" className="mx-auto size-10" />
              <p className="font-semibold">
                {phase === 'denied' ? t('cameraPermissionNeeded') : t('cameraUnavailable')}
              </p>
              <p className="text-sm text-neutral-300">
                {phase === 'denied' ? t('cameraPermissionHelp') : t('cameraUnavailableHelp')}
              </p>
              {phase !== 'unsupported' && (
                <button type="button" className="btn btn-sm" onClick={() => setAttempt((n) => n + 1)}>
                  <Icon name="refresh" className="size-4" />
                  {t('tryAgain')}
                </button>
              )}
            </div>
          )}
        </div>
        <div aria-live="polite">
          {phase === 'scanning' && !found && <p className="text-base-content/75 text-sm">{t('scanHelp')}</p>}
          {found && found.kind !== 'profile' && <ScanOutcome code={found} />}
          {pictureFailed && <p className="text-error text-sm">{t('scanNoCode')}</p>}
        </div>
        <ScanPictureButton testId="scan-picture" ghost onPicture={(file) => void readPicture(file)} />
      </div>
    </DialogFrame>
  );
}

function ScanOutcome({ code }: { code: ScannedCode }) {
  const t = useT();
  if (code.kind === 'dynatag') {
    return (
      <div className="alert alert-success alert-soft dc-alert text-sm">
        <Icon name="tag" />
        <div>
          <p>{t('scanDynatag')}</p>
          <a className="link link-primary" href={`/d/${encodeURIComponent(code.shortId)}`}>
            {t('openDynatag')}
          </a>
        </div>
      </div>
    );
  }
  const shown = code.kind === 'notLink' ? code.text : code.url;
  return (
    <div className="alert alert-warning alert-soft dc-alert text-sm" data-testid="scan-warning">
      <Icon name="warning" />
      <div className="min-w-0">
        <p className="font-medium">{code.kind === 'notLink' ? t('scanNotLink') : t('scanForeign')}</p>
        <p className="text-base-content/75 line-clamp-3 break-all font-mono text-xs">{shown}</p>
      </div>
    </div>
  );
}
