import { client } from '../lib/client';
import { type AppKey, t as translate, useT } from '../lib/i18n';
import type { Colleague, MemberState } from '../lib/people';
import { billingNeededOf, withPriceConfirmation } from '../lib/price-confirm';
import { openDialog } from '../stores/dialogs';
import { notifyError } from '../stores/notifications';
import { refreshPeople } from '../stores/people';
import { Icon } from '../ui/icons';

type CompanyRef = { shortId: string; name: string; counts?: { owners: number } };

export const STATE_LABEL: Record<MemberState, AppKey> = {
  invited: 'stateInvited',
  colleague: 'stateColleague',
  owner: 'stateOwner',
};
const STATE_BADGE: Record<MemberState, string> = {
  invited: 'badge-warning',
  colleague: 'badge-ghost border-base-300',
  owner: 'badge-primary',
};

/** The colleague state (SPEC §4) as a badge: Invited, Colleague or Owner. */
export function StateBadge({ state }: { state: MemberState }) {
  const t = useT();
  return (
    <span className={`badge badge-sm whitespace-nowrap ${STATE_BADGE[state]}`}>{t(STATE_LABEL[state])}</span>
  );
}

const displayName = (c: Colleague) => c.user.fullName || c.user.email || c.user.username;

/** Owner actions on a person: remove (confirmed), make or remove owner (confirmed). */
export const colleagueActions = {
  remove(company: CompanyRef, person: Colleague) {
    const invited = person.state === 'invited';
    openDialog('confirm', {
      title: translate(invited ? 'withdrawInviteTitle' : 'removeColleagueTitle'),
      message: translate(invited ? 'withdrawInviteText' : 'removeColleagueText', {
        name: displayName(person),
        company: company.name,
      }),
      confirmLabel: translate(invited ? 'withdrawInvite' : 'removeColleague'),
      danger: true,
      onConfirm: async () => {
        const result = await client.DELETE('/api/v1/companies/{shortId}/colleagues/{membershipId}', {
          params: { path: { shortId: company.shortId, membershipId: person.id } },
          notifySuccess: true,
        });
        if (result.ok) await refreshPeople();
      },
    });
  },
  setOwner(company: CompanyRef, person: Colleague, owner: boolean) {
    openDialog('confirm', {
      title: translate(owner ? 'makeOwnerTitle' : 'removeOwnerTitle'),
      message: translate(owner ? 'makeOwnerText' : 'removeOwnerText', {
        name: displayName(person),
        company: company.name,
      }),
      confirmLabel: translate(owner ? 'makeOwner' : 'removeOwner'),
      danger: !owner,
      onConfirm: async () => {
        const params = { path: { shortId: company.shortId } };
        if (!owner) {
          const result = await client.DELETE('/api/v1/companies/{shortId}/owners', {
            params,
            body: { membershipId: person.id },
            notifySuccess: true,
          });
          if (result.ok) await refreshPeople();
          return;
        }
        // An owner beyond the included ones raises the company's monthly price: confirmed in the price dialog.
        const result = await withPriceConfirmation(company.shortId, (acceptMonthlyPrice) =>
          client.POST('/api/v1/companies/{shortId}/owners', {
            params,
            body: { membershipId: person.id, acceptMonthlyPrice },
            notifySuccess: true,
            notifyErrors: false,
          }),
        );
        if (result.ok) await refreshPeople();
        else if (!result.declined && !billingNeededOf(result)) notifyError(result.message);
      },
    });
  },
};

/** The row of actions an owner has on a person; icon buttons with full names for screen readers. */
export function ColleagueActions({ company, person }: { company: CompanyRef; person: Colleague }) {
  const t = useT();
  const name = displayName(person);
  const button = 'btn btn-ghost btn-sm btn-square';
  return (
    <div className="flex items-center justify-end gap-0.5">
      <button
        type="button"
        className={button}
        title={t('editColleagueProfile')}
        aria-label={t('editProfileOf', { name })}
        onClick={() =>
          openDialog('colleagueProfile', { companyShortId: company.shortId, membershipId: person.id })
        }
      >
        <Icon name="pencil" className="size-4" />
      </button>
      {person.state === 'colleague' && (
        <button
          type="button"
          className={button}
          title={t('makeOwner')}
          aria-label={t('makeOwnerOf', { name })}
          onClick={() => colleagueActions.setOwner(company, person, true)}
        >
          <Icon name="star" className="size-4" />
        </button>
      )}
      {/* The last owner keeps the status: the company needs one (they delete the company instead). */}
      {person.state === 'owner' && (company.counts?.owners ?? 2) > 1 && (
        <button
          type="button"
          className={button}
          title={t('removeOwner')}
          aria-label={t('removeOwnerOf', { name })}
          onClick={() => colleagueActions.setOwner(company, person, false)}
        >
          <Icon name="shield" className="size-4" />
        </button>
      )}
      {!person.isYou && (
        <button
          type="button"
          className={`${button} text-error`}
          title={person.state === 'invited' ? t('withdrawInvite') : t('removeColleague')}
          aria-label={t(person.state === 'invited' ? 'withdrawInviteOf' : 'removeColleagueOf', { name })}
          onClick={() => colleagueActions.remove(company, person)}
        >
          <Icon name="trash" className="size-4" />
        </button>
      )}
    </div>
  );
}
