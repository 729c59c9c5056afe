import type { DynatagDetail } from '@shared/types/dynatags';
import { useEffect, useId, useState } from 'react';
import { PasswordField, TextField } from '../../ui/fields';
import { type Draft, remainingText, type TimerMode, timerRemaining } from './draft';
import { useEditorT } from './modules/i18n';

const MODES: { id: TimerMode; label: 'timerPermanent' | 'timerLock' | 'timerUnlock' }[] = [
  { id: 'permanent', label: 'timerPermanent' },
  { id: 'lock', label: 'timerLock' },
  { id: 'unlock', label: 'timerUnlock' },
];

const UNIT = { days: 'timeDays', hours: 'timeHours', minutes: 'timeMinutes' } as const;

/** The remaining time of a running timer, kept current each minute. */
function useRemaining(detail: DynatagDetail | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return timerRemaining(detail, now);
}

/** The passcode (SPEC §3): permanent, or a temporary lock or unlock for a number of hours. */
export function PasscodeFields({
  draft,
  base,
  detail,
  errors,
  onChange,
}: {
  draft: Draft;
  base: Draft;
  detail: DynatagDetail | null;
  errors: Record<string, string>;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { t } = useEditorT();
  const name = useId();
  const remaining = useRemaining(detail);
  const running = detail?.passcodeTimer;
  const restarts = running && (draft.timerMode !== base.timerMode || draft.timerHours !== base.timerHours);
  const time = remaining ? remainingText(remaining, (name, count) => t(UNIT[name], { count })) : null;
  return (
    <fieldset className="rounded-box border border-base-300 px-4 pb-3" data-tour="lock">
      <legend className="px-1 text-sm font-semibold">{t('passcodeSection')}</legend>
      <PasswordField
        label={t('passcodeLabel')}
        hint={t('passcodeHint')}
        value={draft.passcode}
        maxLength={64}
        autoComplete="off"
        error={errors.passcode}
        onChange={(e) => onChange({ passcode: e.target.value })}
      />
      <div role="radiogroup" aria-label={t('timerLabel')} className="mt-2 space-y-1">
        <p className="text-sm font-medium">{t('timerLabel')}</p>
        {MODES.map((mode) => (
          <label key={mode.id} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="radio radio-sm radio-primary"
              checked={draft.timerMode === mode.id}
              onChange={() => onChange({ timerMode: mode.id })}
            />
            {t(mode.label)}
          </label>
        ))}
      </div>
      {draft.timerMode !== 'permanent' && (
        <TextField
          label={t('timerHours')}
          type="number"
          min={1}
          max={8760}
          step={1}
          inputMode="numeric"
          value={Number.isFinite(draft.timerHours) ? draft.timerHours : ''}
          error={errors.passcodeTimer}
          hint={t(draft.timerMode === 'lock' ? 'timerLockHint' : 'timerUnlockHint')}
          onChange={(e) => onChange({ timerHours: e.target.valueAsNumber })}
        />
      )}
      {running && time && (
        <p className="text-info mt-2 text-sm" data-testid="timer-remaining">
          {t(running.mode === 'lock' ? 'timerLockRunning' : 'timerUnlockRunning', { time })}
        </p>
      )}
      {running && !time && <p className="text-base-content/70 mt-2 text-sm">{t('timerEnded')}</p>}
      {restarts && draft.timerMode !== 'permanent' && (
        <p className="text-base-content/70 mt-1 text-xs">{t('timerRestarts')}</p>
      )}
    </fieldset>
  );
}
