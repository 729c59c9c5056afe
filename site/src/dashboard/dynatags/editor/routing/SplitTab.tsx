import { OWN_CONTENT, TAG_RULE_LIMITS, type TagVariant } from '@shared/schemas/tag-rules';
import type { DynatagDetail } from '@shared/types/dynatags';
import { useState } from 'react';
import { formatDate } from '../../../lib/i18n';
import { openDialog } from '../../../stores/dialogs';
import { notifySuccess } from '../../../stores/notifications';
import { FormMessage, SelectField, TextField } from '../../../ui/fields';
import { Spinner } from '../../../ui/parts';
import { useRulesT } from './i18n';
import { endSplit, startSplit } from './routing-api';
import { evenShares, routingOf, sharesValid } from './routing-draft';
import { SplitTable } from './SplitTable';
import type { SplitsState } from './use-splits';

type Arm = { variant: string; name: string; on: boolean; share: number };

/**
 * The Split test tab (issue 34): start a test between the own content and the saved versions with shares adding
 * up to 100; the running test's results; end it and keep a version (after a confirmation); the ended tests.
 */
export function SplitTab({
  id,
  detail,
  splits,
  onKept,
  ownWrite,
}: {
  id: string;
  detail: DynatagDetail;
  splits: SplitsState;
  /** The tag's new version after a kept variant became its own content. */
  onKept: () => void;
  ownWrite: <T>(write: () => Promise<T>) => Promise<T>;
}) {
  const { t } = useRulesT();
  const { list, failed } = splits;
  if (failed) return <p className="text-error text-sm">{t('splitFailed')}</p>;
  if (!list) return <Spinner label={t('splitLoading')} />;
  const variants = routingOf(detail as DynatagDetail & { variants?: TagVariant[] }).variants;
  return (
    <div className="space-y-4" data-testid="split-tab">
      <section aria-labelledby="tag-split" className="space-y-2">
        <h3 id="tag-split" className="text-base font-semibold">
          {t('splitHeading')}
        </h3>
        <p className="text-base-content/70 text-sm">{t('splitIntro')}</p>
        {list.running ? (
          <Running id={id} splits={splits} onKept={onKept} ownWrite={ownWrite} />
        ) : variants.length === 0 ? (
          <p className="text-sm">{t('splitNeedsVariant')}</p>
        ) : (
          <StartForm id={id} variants={variants} splits={splits} />
        )}
      </section>
      <section aria-labelledby="tag-split-ended" className="space-y-2">
        <h3 id="tag-split-ended" className="text-base font-semibold">
          {t('splitEndedHeading')}
        </h3>
        {list.ended.length === 0 ? (
          <p className="text-base-content/70 text-sm">{t('splitNone')}</p>
        ) : (
          <ul className="space-y-3" data-testid="split-ended">
            {list.ended.map((split) => (
              <li key={split.id} className="rounded-box border border-base-300 p-3">
                <p className="font-medium">{split.name}</p>
                <p className="text-base-content/70 mb-2 text-xs">
                  {t('splitEndedItem', {
                    from: formatDate(split.startedAt),
                    to: split.endedAt ? formatDate(split.endedAt) : '',
                    kept:
                      split.kept === null || split.kept === OWN_CONTENT
                        ? t('ownContent')
                        : (split.arms.find((a) => a.variant === split.kept)?.name ?? split.kept),
                  })}
                </p>
                <SplitTable split={split} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Running({
  id,
  splits,
  onKept,
  ownWrite,
}: {
  id: string;
  splits: SplitsState;
  onKept: () => void;
  ownWrite: <T>(write: () => Promise<T>) => Promise<T>;
}) {
  const { t } = useRulesT();
  const split = splits.list?.running;
  const [keep, setKeep] = useState<string>(split?.winner ?? OWN_CONTENT);
  if (!split) return null;
  const nameOf = (variant: string) =>
    variant === OWN_CONTENT
      ? t('ownContent')
      : (split.arms.find((a) => a.variant === variant)?.name ?? variant);
  const end = () =>
    openDialog('confirm', {
      title: t('splitEndTitle', { name: nameOf(keep) }),
      message: keep === OWN_CONTENT ? t('splitEndOwnText') : t('splitEndKeepText', { name: nameOf(keep) }),
      confirmLabel: t('splitEndButton'),
      onConfirm: async () => {
        const answer = await ownWrite(() => endSplit(id, keep));
        if (answer.ok && answer.data) {
          if (answer.message) notifySuccess(answer.message);
          splits.reload();
          if (keep !== OWN_CONTENT) onKept();
        }
      },
    });
  return (
    <div className="rounded-box border border-base-300 space-y-2 p-3" data-testid="split-running">
      <p className="font-medium">{split.name}</p>
      <p className="text-base-content/70 text-xs">
        {t('splitRunning', { when: formatDate(split.startedAt) })}
      </p>
      <SplitTable split={split} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48">
          <SelectField
            label={t('splitKeepLabel')}
            value={keep}
            onChange={setKeep}
            options={split.arms.map((a) => ({ value: a.variant, label: nameOf(a.variant) }))}
          />
        </div>
        <button type="button" className="btn btn-sm mb-1" onClick={end}>
          {t('splitEnd')}
        </button>
      </div>
    </div>
  );
}

function StartForm({ id, variants, splits }: { id: string; variants: TagVariant[]; splits: SplitsState }) {
  const { t } = useRulesT();
  const [name, setName] = useState('');
  const [arms, setArms] = useState<Arm[]>(() => {
    const shares = evenShares(2);
    return [
      { variant: OWN_CONTENT, name: t('ownContent'), on: true, share: shares[0] },
      ...variants.map((v, i) => ({
        variant: v.key,
        name: v.name,
        on: i === 0,
        share: i === 0 ? shares[1] : 0,
      })),
    ];
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = arms.filter((a) => a.on);
  const sum = chosen.reduce((s, a) => s + (Number.isFinite(a.share) ? a.share : 0), 0);
  const valid = name.trim() !== '' && sharesValid(chosen.map((a) => a.share));
  const even = () => {
    const shares = evenShares(chosen.length);
    let i = 0;
    setArms(arms.map((a) => (a.on ? { ...a, share: shares[i++] } : a)));
  };
  const start = async () => {
    setBusy(true);
    const answer = await startSplit(id, {
      name: name.trim(),
      arms: chosen.map((a) => ({ variant: a.variant, share: a.share })),
    });
    setBusy(false);
    if (answer.ok && answer.data) {
      if (answer.message) notifySuccess(answer.message);
      splits.setList((old) => ({ running: answer.data, ended: old?.ended ?? [] }));
      return;
    }
    const field = answer.errors[0]?.field?.replace(/\//g, '.');
    setErrors(field ? { [field]: answer.errors[0].message } : {});
    setMessage(answer.message);
  };
  return (
    <form
      className="rounded-box border border-base-300 space-y-2 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
      data-testid="split-start"
    >
      <h4 className="text-sm font-semibold">{t('splitStartHeading')}</h4>
      <TextField
        label={t('splitName')}
        value={name}
        maxLength={60}
        required
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <ul className="space-y-1">
        {arms.map((arm, i) => (
          <li key={arm.variant} className="flex flex-wrap items-center gap-3">
            <label className="flex min-w-40 flex-1 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                checked={arm.on}
                disabled={!arm.on && chosen.length >= TAG_RULE_LIMITS.armsPerSplit}
                onChange={(e) => setArms(arms.map((a, k) => (k === i ? { ...a, on: e.target.checked } : a)))}
              />
              {t('splitInclude', { name: arm.name })}
            </label>
            {arm.on && (
              <span className="flex items-center gap-1">
                <input
                  type="number"
                  className="input input-sm w-20"
                  min={1}
                  max={99}
                  aria-label={t('splitShare', { name: arm.name })}
                  value={Number.isFinite(arm.share) ? arm.share : ''}
                  onChange={(e) =>
                    setArms(arms.map((a, k) => (k === i ? { ...a, share: e.target.valueAsNumber } : a)))
                  }
                />
                <span className="text-sm">%</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {(sum !== 100 || errors.arms) && (
        <p className="text-error text-xs">{errors.arms ?? t('splitSharesSum', { sum })}</p>
      )}
      <FormMessage result={message ? { ok: false, message } : null} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-ghost" onClick={even} disabled={chosen.length < 2}>
          {t('splitEven')}
        </button>
        <button type="submit" className="btn btn-sm btn-primary" disabled={!valid || busy}>
          {busy && <span className="loading loading-spinner loading-xs" />}
          {t('splitStart')}
        </button>
      </div>
    </form>
  );
}
