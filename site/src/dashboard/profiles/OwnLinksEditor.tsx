import { OWN_LINK_LABEL_MAX, OWN_LINKS_MAX, OwnLink } from '@shared/schemas/profiles';
import { Value } from '@sinclair/typebox/value';
import { useState } from 'react';
import { useT } from '../lib/i18n';
import { withScheme } from '../lib/validate';
import { TextField } from '../ui/fields';
import { Icon } from '../ui/icons';

/** A link as the form holds it: `id` for a saved one (kept with its clicks), `key` for React while editing. */
export type OwnLinkDraft = { key: string; id?: number; label: string; url: string; featured: boolean };

let made = 0;
const newKey = () => `n${++made}`;

/** The saved links as drafts. */
export const ownLinkDrafts = (links: { id: number; label: string; url: string; featured: boolean }[]) =>
  links.map(
    (l): OwnLinkDraft => ({ key: `s${l.id}`, id: l.id, label: l.label, url: l.url, featured: l.featured }),
  );

/** The body's `links`: what the API's own schema (shared/schemas/profiles.ts OwnLink) checks. */
export const ownLinksBody = (drafts: OwnLinkDraft[]) =>
  drafts.map(({ id, label, url, featured }) => ({ ...(id ? { id } : {}), label, url, featured }));

/** The drafts the API would refuse, by key: the same schema as the API's, so the form says it before sending. */
export const badOwnLinks = (drafts: OwnLinkDraft[]) =>
  new Set(drafts.filter((d) => !Value.Check(OwnLink, ownLinksBody([d])[0])).map((d) => d.key));

/**
 * A person's own links on the profile (issue 32): label, address, one featured; ordered by dragging a row by its
 * handle, or from the keyboard (the handle's arrow keys, or the move buttons). Saved with the profile.
 */
export function OwnLinksEditor({
  value,
  onChange,
  showErrors,
  error,
}: {
  value: OwnLinkDraft[];
  onChange: (next: OwnLinkDraft[]) => void;
  showErrors: boolean;
  error?: string;
}) {
  const t = useT();
  const [dragged, setDragged] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const bad = showErrors ? badOwnLinks(value) : new Set<string>();
  const atLimit = value.length >= OWN_LINKS_MAX;
  const set = (key: string, patch: Partial<OwnLinkDraft>) =>
    onChange(
      value.map((l) => (l.key === key ? { ...l, ...patch } : patch.featured ? { ...l, featured: false } : l)),
    );
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
    setMoved(t('ownLinkMoved', { name: item.label || '…', position: to + 1, count: value.length }));
  };
  return (
    <fieldset className="space-y-2 pt-2" data-testid="own-links">
      <legend className="mb-1 text-sm font-semibold">{t('ownLinks')}</legend>
      <p className="text-base-content/70 text-xs">{t('ownLinksHint')}</p>
      {error && <p className="text-error text-sm">{error}</p>}
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
      <ol className="space-y-2">
        {value.map((link, index) => {
          const wrong = bad.has(link.key);
          const name = link.label || t('linkNumber', { number: index + 1 });
          return (
            <li
              key={link.key}
              data-testid="own-link"
              className={`rounded-box border border-base-300 px-3 pb-2 ${dragged === link.key ? 'opacity-50' : ''}`}
              onDragOver={(e) => {
                if (dragged) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                const from = value.findIndex((l) => l.key === dragged);
                if (from >= 0) moveTo(from, index);
                setDragged(null);
              }}
            >
              <div className="flex items-center gap-2 pt-2">
                <button
                  type="button"
                  draggable
                  className="btn btn-ghost btn-sm btn-square cursor-grab"
                  aria-label={t('ownLinkHandle', { name })}
                  title={t('ownLinkHandleHint')}
                  data-testid="own-link-handle"
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', link.key);
                    setDragged(link.key);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                      e.preventDefault();
                      moveTo(index, index + (e.key === 'ArrowUp' ? -1 : 1));
                    }
                  }}
                >
                  <Icon name="grip" className="size-4" />
                </button>
                <span className="flex-1 truncate text-sm font-medium">{name}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('moveUpNamed', { name })}
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1)}
                >
                  <Icon name="arrowUp" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('moveDownNamed', { name })}
                  disabled={index === value.length - 1}
                  onClick={() => moveTo(index, index + 1)}
                >
                  <Icon name="arrowDown" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  onClick={() => onChange(value.filter((l) => l.key !== link.key))}
                >
                  <Icon name="trash" className="size-4" />
                  {t('remove')}
                </button>
              </div>
              <div className="grid gap-x-3 sm:grid-cols-2">
                <TextField
                  label={t('ownLinkLabel')}
                  value={link.label}
                  maxLength={OWN_LINK_LABEL_MAX}
                  onChange={(e) => set(link.key, { label: e.target.value })}
                  error={wrong && !link.label.trim() ? t('ownLinkLabelNeeded') : undefined}
                />
                <TextField
                  label={t('linkUrl')}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link.url}
                  maxLength={500}
                  onChange={(e) => set(link.key, { url: e.target.value })}
                  onBlur={(e) => set(link.key, { url: withScheme(e.target.value) })}
                  error={wrong && link.label.trim() ? t('invalidUrl') : undefined}
                />
              </div>
              <label className="label cursor-pointer gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={link.featured}
                  onChange={(e) => set(link.key, { featured: e.target.checked })}
                />
                {t('ownLinkFeatured')}
              </label>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={atLimit}
          onClick={() => onChange([...value, { key: newKey(), label: '', url: '', featured: false }])}
        >
          <Icon name="plus" className="size-4" />
          {t('addLink')}
        </button>
        <span className={`text-xs ${atLimit ? 'text-error font-medium' : 'text-base-content/70'}`}>
          {atLimit ? t('linkLimitReached') : t('linksCount', { count: value.length, limit: OWN_LINKS_MAX })}
        </span>
      </div>
    </fieldset>
  );
}
