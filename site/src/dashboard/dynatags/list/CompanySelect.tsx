import { useId } from 'react';
import type { Company } from '../../lib/people';
import { useTagsT } from './i18n';
import { $dynatagCompany } from './store';

/** Which of my companies' dynatags the page shows; the choice is kept (store) for the next visit. */
export function CompanySelect({ companies, value }: { companies: Company[]; value: string }) {
  const t = useTagsT();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('company')}
      </label>
      <select
        id={id}
        className="select select-sm w-64 max-w-full"
        value={value}
        onChange={(e) => $dynatagCompany.set(e.target.value)}
      >
        {!value && (
          <option value="" disabled>
            {t('selectCompany')}
          </option>
        )}
        {companies.map((c) => (
          <option key={c.shortId} value={c.shortId}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
