import { useT } from '../lib/i18n';
import { ReportCadence } from './ReportCadence';

/** The person's own report mail: the figures of their profiles, weekly or monthly (issue 22). */
export function ReportsTab() {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('reportsIntro')}</p>
      <ReportCadence label={t('reportMine')} hint={t('reportWhen')} />
    </div>
  );
}
