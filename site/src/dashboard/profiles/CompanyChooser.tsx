import { CompanyLogo } from '../companies/CompanyLogo';
import { useT } from '../lib/i18n';
import type { Company } from '../lib/people';
import { Icon } from '../ui/icons';

/** Which of my companies a profile shows, and in which order (the first one colours the page). */
export function CompanyChooser({
  companies,
  hidden,
  value,
  onChange,
  error,
}: {
  companies: Company[];
  /** Companies where I chose "hide company": chosen, but not shown to visitors. */
  hidden: string[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const byId = new Map(companies.map((c) => [c.shortId, c]));
  const chosen = value.filter((id) => byId.has(id));
  const rest = companies.filter((c) => !chosen.includes(c.shortId));
  const ordered = [...chosen.map((id) => byId.get(id)!), ...rest];
  const move = (id: string, by: -1 | 1) => {
    const next = [...chosen];
    const at = next.indexOf(id);
    next.splice(at, 1);
    next.splice(at + by, 0, id);
    onChange(next);
  };
  return (
    <fieldset className="min-w-0 pt-2">
      <legend className="mb-1 text-sm font-semibold">{t('profileCompanies')}</legend>
      {companies.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('profileNoCompaniesText')}</p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300">
          {ordered.map((company) => {
            const on = chosen.includes(company.shortId);
            const at = chosen.indexOf(company.shortId);
            return (
              <li key={company.shortId} className="flex items-center gap-2 px-3 py-2 text-sm">
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm checkbox-primary"
                    checked={on}
                    onChange={(e) =>
                      onChange(
                        e.target.checked
                          ? [...chosen, company.shortId]
                          : chosen.filter((id) => id !== company.shortId),
                      )
                    }
                  />
                  <CompanyLogo company={company} size="size-7" />
                  <span className="min-w-0">
                    <span className="block truncate">{t('showCompany', { name: company.name })}</span>
                    {on && hidden.includes(company.shortId) && (
                      <span className="text-base-content/70 block text-xs">{t('companyHiddenByFlag')}</span>
                    )}
                  </span>
                </label>
                {on && (
                  <>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      aria-label={t('moveUpNamed', { name: company.name })}
                      disabled={at === 0}
                      onClick={() => move(company.shortId, -1)}
                    >
                      <Icon name="arrowUp" className="size-4" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      aria-label={t('moveDownNamed', { name: company.name })}
                      disabled={at === chosen.length - 1}
                      onClick={() => move(company.shortId, 1)}
                    >
                      <Icon name="arrowDown" className="size-4" />
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-error mt-1 text-xs">{error}</p>}
    </fieldset>
  );
}
