import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from '@shared/social';
import { useId, useRef } from 'react';
import { useT } from '../lib/i18n';
import type { SocialLinks } from '../lib/people';
import { isHttpUrl, withScheme } from '../lib/validate';
import { TextField } from '../ui/fields';
import { Icon } from '../ui/icons';

/** Social links: one address per known network (shared/social.ts); networks are added from a list. */
export function SocialLinksEditor({
  value,
  onChange,
  showErrors,
}: {
  value: SocialLinks;
  onChange: (next: SocialLinks) => void;
  showErrors: boolean;
}) {
  const t = useT();
  const addId = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  const present = SOCIAL_NETWORKS.filter((n) => value[n] !== undefined);
  const absent = SOCIAL_NETWORKS.filter((n) => value[n] === undefined);
  const set = (network: SocialNetwork, url: string | undefined) => {
    const next = { ...value };
    if (url === undefined) delete next[network];
    else next[network] = url;
    onChange(next);
  };
  const add = (network: SocialNetwork) => {
    set(network, '');
    requestAnimationFrame(() =>
      box.current?.querySelector<HTMLInputElement>(`[name="social-${network}"]`)?.focus(),
    );
  };
  return (
    <fieldset className="space-y-1" ref={box}>
      <legend className="mb-1 text-sm font-semibold">{t('socialLinks')}</legend>
      {present.length === 0 && <p className="text-base-content/70 text-sm">{t('socialLinksEmpty')}</p>}
      {present.map((network) => {
        const url = value[network] ?? '';
        const bad = showErrors && url !== '' && !isHttpUrl(url);
        return (
          <TextField
            key={network}
            name={`social-${network}`}
            label={SOCIAL_NETWORK_NAMES[network]}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            maxLength={500}
            onChange={(e) => set(network, e.target.value)}
            onBlur={(e) => set(network, withScheme(e.target.value))}
            error={bad ? t('invalidUrl') : undefined}
            end={
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={t('removeNamed', { name: SOCIAL_NETWORK_NAMES[network] })}
                onClick={() => set(network, undefined)}
              >
                <Icon name="close" className="size-4" />
              </button>
            }
          />
        );
      })}
      {absent.length > 0 && (
        <div className="flex items-center gap-2 pt-1">
          <label htmlFor={addId} className="text-sm">
            {t('addSocialLink')}
          </label>
          <select
            id={addId}
            className="select select-sm w-auto"
            value=""
            onChange={(e) => e.target.value && add(e.target.value as SocialNetwork)}
          >
            <option value="">{t('chooseNetwork')}</option>
            {absent.map((n) => (
              <option key={n} value={n}>
                {SOCIAL_NETWORK_NAMES[n]}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
