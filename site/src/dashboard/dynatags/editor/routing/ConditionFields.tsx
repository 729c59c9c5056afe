import { LANGUAGES } from '@shared/constants';
import { DEVICES, type RuleCondition, SYSTEMS, VISIT_SOURCES } from '@shared/schemas/tag-rules';
import { lazy, Suspense } from 'react';
import { TextField } from '../../../ui/fields';
import { ChoiceGroup, ListField } from './ChoiceGroup';
import type { TagRulesKey } from './i18n';
import { useRulesT } from './i18n';

// The near condition's map is the location lock's picker (Leaflet in its own chunk, loaded when shown).
const GeoPicker = lazy(() => import('../GeoPicker'));

export const KIND_TEXT: Record<RuleCondition['if'], TagRulesKey> = {
  language: 'kindLanguage',
  device: 'kindDevice',
  time: 'kindTime',
  dates: 'kindDates',
  place: 'kindPlace',
  near: 'kindNear',
  source: 'kindSource',
  query: 'kindQuery',
};
export const DEVICE_TEXT = {
  mobile: 'deviceMobile',
  tablet: 'deviceTablet',
  desktop: 'deviceDesktop',
} as const;
export const SOURCE_TEXT = {
  qr: 'sourceQr',
  nfc: 'sourceNfc',
  tap: 'sourceTap',
  link: 'sourceLink',
} as const;
export const LANG_TEXT = { sv: 'langSv', en: 'langEn', fi: 'langFi' } as const;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Drops an optional list left empty (an empty device or system group means "any"). */
const orNone = <T,>(list: T[]) => (list.length ? list : undefined);

/**
 * The builder of one condition, by its kind; `error(name)` is the problem of one of its fields (the server's
 * or the editor's, by path), `error('')` the condition's own.
 */
export function ConditionFields({
  value,
  onChange,
  error,
}: {
  value: RuleCondition;
  onChange: (next: RuleCondition) => void;
  error: (name: string) => string | undefined;
}) {
  const { t } = useRulesT();
  switch (value.if) {
    case 'language':
      return (
        <ChoiceGroup
          label={t('langsLabel')}
          options={LANGUAGES.map((l) => ({ value: l, label: t(LANG_TEXT[l]) }))}
          value={value.langs}
          onChange={(langs) => onChange({ ...value, langs })}
          error={error('langs') ?? error('')}
        />
      );
    case 'device':
      return (
        <>
          <ChoiceGroup
            label={t('devicesLabel')}
            options={DEVICES.map((d) => ({ value: d, label: t(DEVICE_TEXT[d]) }))}
            value={value.devices ?? []}
            onChange={(devices) => onChange({ ...value, devices: orNone(devices) })}
            error={error('devices')}
          />
          <ChoiceGroup
            label={t('systemsLabel')}
            options={SYSTEMS.map((s) => ({ value: s, label: s === 'other' ? t('systemOther') : s }))}
            value={value.systems ?? []}
            onChange={(systems) => onChange({ ...value, systems: orNone(systems) })}
            error={error('systems') ?? error('')}
          />
          <p className="text-base-content/70 text-xs">{t('deviceHint')}</p>
        </>
      );
    case 'time':
      return (
        <>
          <ChoiceGroup
            label={t('daysLabel')}
            options={DAYS.map((d) => ({ value: d, label: t(`day${d}`) }))}
            value={value.days}
            onChange={(days) => onChange({ ...value, days })}
            error={error('days') ?? error('')}
          />
          <div className="grid grid-cols-2 gap-x-3">
            <TextField
              label={t('fromLabel')}
              type="time"
              value={value.from}
              error={error('from')}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
            />
            <TextField
              label={t('toLabel')}
              type="time"
              value={value.to === '24:00' ? '00:00' : value.to}
              error={error('to')}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
            />
          </div>
          <p className="text-base-content/70 text-xs">{t('timeHint')}</p>
        </>
      );
    case 'dates':
      return (
        <div className="grid grid-cols-2 gap-x-3">
          <TextField
            label={t('datesFrom')}
            type="date"
            value={value.from}
            error={error('from') ?? error('')}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <TextField
            label={t('datesTo')}
            type="date"
            value={value.to}
            error={error('to')}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </div>
      );
    case 'place':
      return (
        <div className="grid gap-x-3 sm:grid-cols-2">
          <ListField
            label={t('countriesLabel')}
            hint={t('countriesHint')}
            upper
            value={value.countries ?? []}
            onChange={(countries) => onChange({ ...value, countries: orNone(countries) })}
            error={error('countries') ?? error('')}
          />
          <ListField
            label={t('citiesLabel')}
            hint={t('citiesHint')}
            value={value.cities ?? []}
            onChange={(cities) => onChange({ ...value, cities: orNone(cities) })}
            error={error('cities')}
          />
        </div>
      );
    case 'near':
      return (
        <div className="space-y-2">
          <p className="text-base-content/70 text-xs">{t('nearHint')}</p>
          <Suspense fallback={<div className="skeleton h-64 w-full" />}>
            <GeoPicker
              value={value}
              onPick={(point) => onChange({ ...value, ...point })}
              label={t('nearMapLabel')}
            />
          </Suspense>
          <TextField
            label={t('distanceLabel')}
            type="number"
            min={10}
            max={20_000_000}
            value={Number.isFinite(value.distance) ? value.distance : ''}
            error={error('distance') ?? error('lat') ?? error('lng') ?? error('')}
            onChange={(e) => onChange({ ...value, distance: e.target.valueAsNumber })}
          />
        </div>
      );
    case 'source':
      return (
        <ChoiceGroup
          label={t('sourcesLabel')}
          options={VISIT_SOURCES.map((s) => ({ value: s, label: t(SOURCE_TEXT[s]) }))}
          value={value.sources}
          onChange={(sources) => onChange({ ...value, sources })}
          error={error('sources') ?? error('')}
        />
      );
    case 'query':
      return (
        <div className="grid grid-cols-2 gap-x-3">
          <TextField
            label={t('queryName')}
            value={value.name}
            maxLength={40}
            spellCheck={false}
            error={error('name') ?? error('')}
            onChange={(e) => onChange({ ...value, name: e.target.value.trim() })}
          />
          <TextField
            label={t('queryValue')}
            hint={t('queryValueHint')}
            value={value.value ?? ''}
            maxLength={200}
            error={error('value')}
            onChange={(e) => {
              const { value: _old, ...rest } = value;
              onChange(e.target.value ? { ...rest, value: e.target.value } : rest);
            }}
          />
        </div>
      );
  }
}
