import { LIMITS } from '@shared/constants';
import { useT } from '../lib/i18n';
import type { LinkItem } from '../lib/people';
import { checkLinks, isHexColor, textOn, withScheme } from '../lib/validate';
import { ColorField, TextField, Upsell } from '../ui/fields';
import { Icon } from '../ui/icons';

/** Custom links (subscribers): text, address and an optional background colour; at most 20 (SPEC §9). */
export function CustomLinksEditor({
  value,
  onChange,
  enabled,
  showErrors,
  note,
}: {
  value: LinkItem[];
  onChange: (next: LinkItem[]) => void;
  enabled: boolean;
  showErrors: boolean;
  note?: string;
}) {
  const t = useT();
  const limit = LIMITS.linksPerModule;
  const check = checkLinks(value, limit);
  const atLimit = value.length >= limit;
  const set = (index: number, patch: Partial<LinkItem>) =>
    onChange(value.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  if (!enabled && value.length === 0) {
    return (
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('customLinks')}</legend>
        <Upsell>{t('customLinksUpsell')}</Upsell>
      </fieldset>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('customLinks')}</legend>
      {note && <p className="text-base-content/70 text-xs">{note}</p>}
      {!enabled && <Upsell>{t('customLinksUpsell')}</Upsell>}
      {value.map((link, index) => {
        const problems = showErrors ? (check.problems[index] ?? []) : [];
        const color = link.color && isHexColor(link.color) ? link.color : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; the index is their identity while editing
          <fieldset key={index} className="rounded-box border border-base-300 px-3 pb-2">
            <legend className="flex items-center gap-2 px-1 text-sm">
              {t('linkNumber', { number: index + 1 })}
              <span
                className="badge badge-sm max-w-40 truncate border-base-300"
                style={color ? { background: color, color: textOn(color) } : undefined}
                aria-hidden="true"
              >
                {link.text || '…'}
              </span>
            </legend>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField
                label={t('linkText')}
                value={link.text}
                maxLength={100}
                disabled={!enabled}
                onChange={(e) => set(index, { text: e.target.value })}
                error={problems.includes('text') ? t('linkTextNeeded') : undefined}
              />
              <TextField
                label={t('linkUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={link.url}
                maxLength={500}
                disabled={!enabled}
                onChange={(e) => set(index, { url: e.target.value })}
                onBlur={(e) => set(index, { url: withScheme(e.target.value) })}
                error={problems.includes('url') ? t('invalidUrl') : undefined}
              />
              <ColorField
                label={t('linkColor')}
                value={link.color ?? ''}
                onChange={(next) => set(index, { color: next || undefined })}
                error={problems.includes('color') ? t('invalidColor') : undefined}
              />
              <div className="flex items-end justify-end gap-1 pb-2">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <Icon name="arrowUp" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-square"
                  aria-label={t('moveDown')}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <Icon name="arrowDown" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm text-error"
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" className="size-4" />
                  {t('remove')}
                </button>
              </div>
            </div>
          </fieldset>
        );
      })}
      {enabled && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-sm"
            disabled={atLimit}
            onClick={() => onChange([...value, { text: '', url: '' }])}
          >
            <Icon name="plus" className="size-4" />
            {t('addLink')}
          </button>
          <span className={`text-xs ${atLimit ? 'text-error font-medium' : 'text-base-content/70'}`}>
            {atLimit ? t('linkLimitReached') : t('linksCount', { count: value.length, limit })}
          </span>
        </div>
      )}
    </fieldset>
  );
}
