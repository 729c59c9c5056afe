import { useT } from '../lib/i18n';
import type { Colleague } from '../lib/people';
import { useColleagues } from '../stores/people';
import { LoadFailed, Spinner } from '../ui/parts';
import { ColleagueActions, StateBadge } from './ColleagueActions';

/** Avatar and name; on narrow screens (where the table drops its email column) the email below. */
export function PersonCell({ person, showEmail = false }: { person: Colleague; showEmail?: boolean }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <img
        src={person.user.avatarPath}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        className="size-8 shrink-0 rounded-full bg-base-200 object-cover"
      />
      <span className="min-w-0">
        <span className="block truncate font-medium">{person.user.fullName || person.user.username}</span>
        {person.isYou && <span className="text-base-content/70 block text-xs">{t('you')}</span>}
        {showEmail && person.user.email && (
          <span className="text-base-content/70 block truncate text-xs @3xl:hidden">{person.user.email}</span>
        )}
      </span>
    </div>
  );
}

/**
 * The people of a company (SPEC §2 colleagues table): name, email, state, job title and actions. On a phone
 * each person is a card (`dc-stack`): name with email, then state, title and actions, all on screen.
 */
export function ColleaguesTable({
  company,
}: {
  company: { shortId: string; name: string; counts?: { owners: number } };
}) {
  const t = useT();
  const { colleagues, failed, retry } = useColleagues(company.shortId);
  if (!colleagues) {
    return failed ? (
      <LoadFailed message={t('colleaguesLoadFailed')} onRetry={retry} retryLabel={t('tryAgain')} />
    ) : (
      <Spinner label={t('loading')} className="loading-sm" />
    );
  }
  return (
    <div className="rounded-box overflow-x-auto border border-base-300">
      <table className="table table-sm dc-stack" data-testid={`colleagues-${company.shortId}`}>
        <caption className="sr-only">{t('colleaguesOf', { name: company.name })}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('colName')}</th>
            <th scope="col" className="@max-3xl:hidden">
              {t('email')}
            </th>
            <th scope="col">{t('colState')}</th>
            <th scope="col">{t('jobTitle')}</th>
            <th scope="col" className="text-end">
              {t('colActions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {colleagues.map((person) => (
            <tr key={person.id}>
              <td className="@3xl:min-w-44">
                <PersonCell person={person} showEmail />
              </td>
              <td className="max-w-56 truncate @max-3xl:hidden">{person.user.email}</td>
              <td data-label={t('colState')}>
                <StateBadge state={person.state} />
              </td>
              <td data-label={t('jobTitle')} className="@3xl:max-w-48 @3xl:truncate">
                {person.jobTitle || <span className="text-base-content/70">–</span>}
              </td>
              <td data-label={t('colActions')}>
                <ColleagueActions company={company} person={person} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
