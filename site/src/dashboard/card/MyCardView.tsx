import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { qrPath } from '../../lib/qr';
import { client } from '../lib/client';
import { formatDate, useT } from '../lib/i18n';
import { telHref } from '../lib/people';
import { $user } from '../stores/user';
import { Card, Spinner } from '../ui/parts';
import { type CardFace, faceOf, faceToShow, type KeptCard, keepCard, readKeptCard } from './kept-card';

const CHOICE_KEY = 'dc:my-card-choice';

/** Waits before asking again when the phone says it is online but the request found no connection. */
const RETRY_MS = [1000, 2000, 4000, 8000];

/**
 * The card's data: the kept copy at once, then the server's answer whenever there is a connection (on opening,
 * when the connection comes back, when the app is shown again). Without one, the kept copy stays, marked. A
 * connection that comes back is often not usable at once (the phone says online before its network answers): a
 * request that fails then is tried again a few times, later each time.
 */
function useCardData(userShortId: string) {
  const [kept, setKept] = useState<KeptCard | null>(() => readKeptCard(userShortId));
  const [offline, setOffline] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; tries: number }>({ tries: 0 });
  const refresh = useCallback(async () => {
    clearTimeout(retry.current.timer);
    const result = await client.GET('/api/v1/profiles/', { notifyErrors: false });
    setLoaded(true);
    if (result.ok && result.data) {
      const next = { userShortId, savedAt: Date.now(), faces: result.data.map(faceOf) };
      keepCard(next);
      setKept(next);
      setOffline(false);
      retry.current.tries = 0;
    } else if (result.status === 0) {
      setOffline(true);
      const wait = RETRY_MS[retry.current.tries];
      if (navigator.onLine && wait !== undefined) {
        retry.current.tries++;
        retry.current.timer = setTimeout(() => void refresh(), wait);
      }
    }
  }, [userShortId]);
  useEffect(() => {
    const online = () => {
      retry.current.tries = 0;
      void refresh();
    };
    void refresh();
    const whenShown = () => document.visibilityState === 'visible' && void refresh();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      clearTimeout(retry.current.timer);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [refresh]);
  return { kept, offline, loaded };
}

/** The QR code drawn here, not fetched: the screen must show it without a connection. */
function BigQr({ face }: { face: CardFace }) {
  const t = useT();
  const { size, d } = useMemo(() => qrPath(face.link), [face.link]);
  return (
    <svg
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      role="img"
      aria-label={t('myCardQrAlt', { name: face.fullName })}
      className="aspect-square w-full max-w-80 rounded-box bg-white"
      shapeRendering="crispEdges"
      data-testid="my-card-qr"
      data-link={face.link}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}

/** My card: the card to show across a table, phone-first, and kept for use without a connection. */
export function MyCardView() {
  const t = useT();
  const user = useStore($user);
  const { kept, offline, loaded } = useCardData(user?.shortId ?? '');
  const [chosen, setChosen] = useState(() => localStorage.getItem(CHOICE_KEY));
  if (!kept) return loaded ? <Card>{t('myCardNone')}</Card> : <Spinner label={t('loading')} />;
  const face = faceToShow(kept.faces, chosen);
  if (!face) return <Card>{t('myCardNone')}</Card>;
  const choose = (shortId: string) => {
    setChosen(shortId);
    localStorage.setItem(CHOICE_KEY, shortId);
  };
  const when = formatDate(kept.savedAt);
  return (
    <div className="mx-auto max-w-md space-y-4" data-testid="my-card">
      {offline ? (
        <p role="status" className="alert alert-warning text-sm">
          {t('myCardOffline', { time: when })}
        </p>
      ) : null}
      {kept.faces.length > 1 && (
        <label className="flex flex-col gap-1 text-sm">
          {t('myCardChoose')}
          <select className="select w-full" value={face.shortId} onChange={(e) => choose(e.target.value)}>
            {kept.faces.map((f) => (
              <option key={f.shortId} value={f.shortId}>
                {f.label ? `${f.label} – ${f.fullName}` : f.fullName}
              </option>
            ))}
          </select>
        </label>
      )}
      <Card>
        <div className="flex flex-col items-center gap-4 text-center">
          <BigQr face={face} />
          <div className="space-y-1">
            <p className="text-2xl font-bold" data-testid="my-card-name">
              {face.fullName}
            </p>
            {face.description && <p className="text-base-content/80">{face.description}</p>}
            {face.companies.length > 0 && <p className="font-medium">{face.companies.join(', ')}</p>}
            {face.phone && (
              <p>
                <a className="link" href={telHref(face.phone)}>
                  {face.phone}
                </a>
              </p>
            )}
            {face.email && (
              <p>
                <a className="link break-all" href={`mailto:${face.email}`}>
                  {face.email}
                </a>
              </p>
            )}
          </div>
          <p className="text-sm text-base-content/70">{t('myCardText')}</p>
          {!offline && (
            <p className="text-xs text-base-content/75" data-testid="my-card-updated">
              {t('myCardUpdated', { time: when })}
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
