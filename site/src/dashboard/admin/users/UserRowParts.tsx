import type { AdminUserRow } from '@shared/types/billing';
import { formatDay, useAdminT } from '../i18n';
import { confirmRole, resendVerification, toggleDisabled, togglePrivileges } from './user-actions';

/** The plan and state of the account's subscription, and a badge for granted privileges. */
export function SubscriptionCell({ user }: { user: AdminUserRow }) {
  const t = useAdminT();
  const sub = user.subscription;
  const plan = sub ? (sub.plan === 'lifetime' ? t('planLifetime') : t('planMonthly')) : null;
  const text = !sub
    ? t('subscriptionNone')
    : sub.status === 'expired'
      ? t('subscriptionExpired', { plan: plan ?? '' })
      : sub.status === 'cancelled' && sub.endsAt
        ? t('subscriptionEnds', { plan: plan ?? '', date: formatDay(sub.endsAt) })
        : plan;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <span>{text}</span>
      {user.subscriptionPrivileges && (
        <span className="badge badge-sm badge-info">{t('privilegesBadge')}</span>
      )}
    </span>
  );
}

const BUTTON = 'btn btn-xs btn-outline whitespace-nowrap';

/**
 * Role, disable or enable, privileges, and the verification mail again for an unverified address. My own
 * role and account are not offered (the API refuses an administrator demoting or disabling themself).
 */
export function UserActions({ user, self, done }: { user: AdminUserRow; self: boolean; done: () => void }) {
  const t = useAdminT();
  const name = user.fullName;
  const toAdmin = user.role !== 'administrator';
  return (
    <div className="flex flex-wrap gap-1 sm:w-56 sm:justify-end">
      {!self && (
        <>
          <button
            type="button"
            className={BUTTON}
            aria-label={t(toAdmin ? 'roleToAdminNamed' : 'roleToUserNamed', { name })}
            onClick={() => confirmRole(user, done)}
          >
            {t(toAdmin ? 'roleToAdmin' : 'roleToUser')}
          </button>
          <button
            type="button"
            className={`${BUTTON} ${user.disabled ? '' : 'btn-error'}`}
            aria-label={t(user.disabled ? 'enableNamed' : 'disableNamed', { name })}
            onClick={() => toggleDisabled(user, done)}
          >
            {t(user.disabled ? 'enable' : 'disable')}
          </button>
        </>
      )}
      <button
        type="button"
        className={BUTTON}
        aria-label={t(user.subscriptionPrivileges ? 'revokeNamed' : 'grantNamed', { name })}
        onClick={() => togglePrivileges(user, done)}
      >
        {t(user.subscriptionPrivileges ? 'revoke' : 'grant')}
      </button>
      {!user.isVerified && (
        <button
          type="button"
          className={BUTTON}
          aria-label={t('resendNamed', { name })}
          onClick={() => resendVerification(user)}
        >
          {t('resend')}
        </button>
      )}
    </div>
  );
}
