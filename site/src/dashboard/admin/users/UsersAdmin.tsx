import { useStore } from '@nanostores/react';
import type { AdminUserRow } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { $user } from '../../stores/user';
import { SortHeader } from '../../ui/SortHeader';
import { useAdminT } from '../i18n';
import { CapNote, LIST_CAP, ListState } from '../ListState';
import { byText, nextSort, type SortState, sortRows } from '../sort';
import { queryOf, useAdminList } from '../use-admin-list';
import { useDebounced } from '../use-debounced';
import { SubscriptionCell, UserActions } from './UserRowParts';

type Key = 'fullName' | 'role';
const COMPARE = {
  fullName: (a: AdminUserRow, b: AdminUserRow) => byText(a.fullName, b.fullName),
  role: (a: AdminUserRow, b: AdminUserRow) => byText(a.role, b.role),
};

/**
 * Administrator › Users: search by name, username or email (asked of the server once typing pauses), a role
 * filter, and per account the role, verification, disabled state and subscription with their actions.
 */
export function UsersAdmin() {
  const t = useAdminT();
  const id = useId();
  const me = useStore($user);
  const [text, setText] = useState('');
  const [role, setRole] = useState<'' | AdminUserRow['role']>('');
  const q = useDebounced(text.trim(), 300);
  const { rows, failed, loading, reload } = useAdminList<AdminUserRow>(`/admin/users${queryOf({ q, role })}`);
  const [sort, setSort] = useState<SortState<Key>>({ key: 'fullName', dir: 'asc' });
  const sorted = useMemo(() => sortRows(rows ?? [], sort, COMPARE, 'fullName'), [rows, sort]);
  const header = { sort, onSort: (key: Key) => setSort(nextSort(sort, key)) };
  const yes = (value: boolean) => (value ? t('yes') : t('no'));

  return (
    <div className="space-y-3">
      <search className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-q`}>{t('usersSearch')}</label>
          <input
            id={`${id}-q`}
            type="search"
            className="input input-sm w-64 max-w-full"
            placeholder={t('usersSearchHint')}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-role`}>{t('usersRole')}</label>
          <select
            id={`${id}-role`}
            className="select select-sm w-44"
            value={role}
            onChange={(e) => setRole(e.target.value as typeof role)}
          >
            <option value="">{t('usersRoleAll')}</option>
            <option value="user">{t('roleUser')}</option>
            <option value="administrator">{t('roleAdministrator')}</option>
          </select>
        </div>
        {loading && rows && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      </search>
      {!rows ? (
        <ListState failed={failed} onRetry={reload} />
      ) : (
        <div className="rounded-box border border-base-300 bg-base-100 sm:overflow-x-auto">
          <table
            className={`table table-sm dc-stack ${loading ? 'opacity-60' : ''}`}
            aria-busy={loading}
            data-testid="admin-users"
          >
            <caption className="sr-only">{t('usersTitle')}</caption>
            <thead className="text-base-content/80">
              <tr>
                <SortHeader label={t('colUser')} column="fullName" {...header} />
                <SortHeader label={t('colRole')} column="role" {...header} />
                <th scope="col">{t('colVerified')}</th>
                <th scope="col">{t('colAccount')}</th>
                <th scope="col">{t('colSubscription')}</th>
                <th scope="col">
                  <span className="sr-only">{t('colActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((user) => (
                <tr key={user.id} data-testid="user-row" data-user={user.username}>
                  <td className="min-w-0 sm:max-w-64">
                    {/* One block: on a phone the cell is a flex row (dc-stack). */}
                    <div className="min-w-0">
                      <div className="font-medium">
                        {user.fullName}
                        {user.id === me?.shortId && (
                          <span className="badge badge-sm badge-ghost ms-2">{t('usersYou')}</span>
                        )}
                      </div>
                      <div className="text-base-content/75 font-mono text-xs">{user.username}</div>
                      <div className="text-base-content/75 text-xs break-all">{user.email}</div>
                    </div>
                  </td>
                  <td data-label={t('colRole')}>
                    {user.role === 'administrator' ? t('roleAdministrator') : t('roleUser')}
                  </td>
                  <td data-label={t('colVerified')}>{yes(user.isVerified)}</td>
                  <td data-label={t('colAccount')}>
                    <span className={`badge badge-sm ${user.disabled ? 'badge-error' : 'badge-success'}`}>
                      {user.disabled ? t('accountDisabled') : t('accountActive')}
                    </span>
                  </td>
                  <td data-label={t('colSubscription')}>
                    <SubscriptionCell user={user} />
                  </td>
                  <td>
                    <UserActions user={user} self={user.id === me?.shortId} done={reload} />
                  </td>
                </tr>
              ))}
              {!sorted.length && (
                <tr>
                  <td colSpan={6} className="text-base-content/75 py-8 text-center">
                    {t('usersEmpty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <CapNote count={rows?.length ?? 0} cap={LIST_CAP.admin} />
    </div>
  );
}
