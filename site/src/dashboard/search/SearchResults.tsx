import { useT } from '../lib/i18n';
import type { SearchCompany } from '../lib/people';
import { resultDescription } from '../lib/search';
import { openDialog } from '../stores/dialogs';

function Initials({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`bg-primary/10 text-primary grid shrink-0 place-items-center font-semibold ${className}`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** Results grouped by company (SPEC §2): logo and name, then each colleague; a click opens the preview. */
export function SearchResults({ companies }: { companies: SearchCompany[] }) {
  const t = useT();
  return (
    <ul className="space-y-3" aria-label={t('searchResults')}>
      {companies.map((company) => (
        <li key={company.shortId}>
          <h3 className="text-base-content/75 mb-1 flex items-center gap-2 px-1 text-xs font-semibold tracking-wide uppercase">
            {company.logo ? (
              <img
                src={company.logoPath}
                alt=""
                className="size-6 rounded bg-white object-contain"
                loading="lazy"
              />
            ) : (
              <Initials name={company.name} className="size-6 rounded text-xs" />
            )}
            <span className="truncate">{company.name}</span>
          </h3>
          <ul>
            {company.colleagues.map((person) => (
              <li key={person.shortId}>
                <button
                  type="button"
                  className="rounded-field flex w-full items-start gap-3 px-2 py-2 text-start hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => openDialog('profilePreview', { shortId: person.shortId })}
                  data-testid="search-result"
                >
                  {person.avatarPath ? (
                    <img
                      src={person.avatarPath}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 shrink-0 rounded-full bg-base-200 object-cover"
                    />
                  ) : (
                    <Initials name={person.fullName} className="size-10 rounded-full" />
                  )}
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{person.fullName}</span>
                    <span className="text-base-content/70 block truncate text-xs">{company.name}</span>
                    {person.description && (
                      <span className="text-base-content/80 block text-xs">
                        {resultDescription(person.description)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
