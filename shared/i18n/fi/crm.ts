import type { crm as en } from '../en/crm';

// CRM-yhteyksien tekstit (issue 31): yritysdialogin CRM-välilehti, uudelleenyhdistämisen sähköposti ja muistiinpano,
// jonka liidi vie CRM:ään.
export const crm: Record<keyof typeof en, string> = {
  crmReconnectSubject: 'Yhdistä {provider} yritykseen {company} uudelleen',
  crmReconnectBody:
    '{provider} ({account}) ei enää hyväksy yrityksen {company} yhteyttä, joten Dynacard ei voi lähettää sinne uusia liidejä. Yrityksen omistaja yhdistää sen uudelleen kohdassa Yritykset › {company} › CRM.',
  crmReconnectWaiting:
    'Mitään ei menetetä: {count, plural, =0 {uudet liidit odottavat} one {# liidi odottaa} other {# liidiä odottaa}} ja {count, plural, one {lähtee} other {lähtevät}} palveluun {provider} heti, kun se on yhdistetty uudelleen.',
  crmReconnectAction: 'Yhdistä {provider} uudelleen',
  crmNoteSubject: 'Dynacard-liidi',
  crmNoteEvent: 'Tapahtuma',
  crmNoteSource: 'Lähde',
  crmNoteTags: 'Tunnisteet',
  crmNoteCapturedBy: 'Tallentaja',
};
