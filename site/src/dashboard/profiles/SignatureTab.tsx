import { useStore } from '@nanostores/react';
import type { SignatureDesign } from '@shared/schemas/signatures';
import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { copyText } from '../lib/clipboard';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { notify } from '../stores/notifications';
import { $uiLang } from '../stores/prefs';
import { Icon } from '../ui/icons';
import { Card, Spinner } from '../ui/parts';
import { BackgroundCard } from './BackgroundCard';

type Signature = { design: SignatureDesign; html: string; text: string };

/**
 * Rich HTML on the clipboard (what a mail client's signature editor pastes as formatted), with the plain text
 * beside it for clients that take only text; browsers without ClipboardItem get the HTML source instead.
 */
async function copyRich(signature: Signature, message: string) {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write)
    return copyText(signature.html, message);
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/html': new Blob([signature.html], { type: 'text/html' }),
      'text/plain': new Blob([signature.text], { type: 'text/plain' }),
    }),
  ]);
  notify(message, { color: 'success' });
}

/** Email signatures (three designs) and video-call backgrounds of one of my profiles (issue 21). */
export function SignatureTab({ profiles, active }: { profiles: Profile[]; active: Profile }) {
  const t = useT();
  const lang = useStore($uiLang);
  const [chosenProfile, setChosenProfile] = useState(active.shortId);
  const profile = profiles.find((p) => p.shortId === chosenProfile) ?? active;
  const [signatures, setSignatures] = useState<Signature[] | null>(null);
  const [design, setDesign] = useState<SignatureDesign>('classic');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved profile (updatedAt) or another language asks for new signatures
  useEffect(() => {
    let live = true;
    setSignatures(null);
    client
      .GET('/api/v1/profiles/{shortId}/signatures', { params: { path: { shortId: profile.shortId } } })
      .then((answer) => {
        if (live && answer.ok && answer.data) setSignatures(answer.data);
      });
    return () => {
      live = false;
    };
  }, [profile.shortId, profile.updatedAt, lang]);

  const chosen = signatures?.find((s) => s.design === design);
  return (
    <div className="space-y-5">
      {profiles.length > 1 && (
        <label className="flex items-center gap-2 text-sm">
          {t('sigProfile')}
          <select
            className="select select-sm w-auto"
            value={profile.shortId}
            onChange={(e) => setChosenProfile(e.target.value)}
          >
            {profiles.map((p) => (
              <option key={p.shortId} value={p.shortId}>
                {p.label || p.fullName}
              </option>
            ))}
          </select>
        </label>
      )}
      <Card title={t('sigTitle')}>
        <p className="text-sm">{t('sigText')}</p>
        {!signatures ? (
          <Spinner label={t('loading')} />
        ) : (
          <div className="grid grid-cols-1 gap-3 xl:grid-cols-3" role="radiogroup" aria-label={t('sigTitle')}>
            {signatures.map((s) => (
              <label
                key={s.design}
                className={`rounded-box border p-3 ${s.design === design ? 'border-primary ring-2 ring-primary' : 'border-base-300'}`}
                data-testid={`signature-${s.design}`}
              >
                <span className="mb-2 flex items-center gap-2 font-medium text-sm">
                  <input
                    type="radio"
                    className="radio radio-sm radio-primary"
                    name="signature-design"
                    checked={s.design === design}
                    onChange={() => setDesign(s.design)}
                    aria-label={t('sigChoose', { design: t(`sigDesign_${s.design}`) })}
                  />
                  {t(`sigDesign_${s.design}`)}
                </span>
                {/* The mail client's view: white, the signature's own styles only (sandboxed, no scripts). */}
                <iframe
                  title={t(`sigDesign_${s.design}`)}
                  sandbox=""
                  srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:8px;background:#fff">${s.html}</body>`}
                  className="h-44 w-full rounded-field border border-base-300 bg-white"
                />
              </label>
            ))}
          </div>
        )}
        {chosen && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => copyRich(chosen, t('sigCopied'))}
            >
              <Icon name="copy" className="size-4" />
              {t('sigCopy')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => copyText(chosen.html, t('sigSourceCopied'))}
            >
              <Icon name="copy" className="size-4" />
              {t('sigCopySource')}
            </button>
          </div>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('sigHowTo')}</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{t('sigGmail')}</li>
            <li>{t('sigOutlook')}</li>
            <li>{t('sigAppleMail')}</li>
          </ul>
        </details>
      </Card>
      <BackgroundCard profile={profile} />
    </div>
  );
}
