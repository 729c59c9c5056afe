import { useStore } from '@nanostores/react';
import { SELECT_DEBOUNCE_MS } from '@shared/constants';
import type { AdminUserRow } from '@shared/types/billing';
import { useId, useMemo, useState } from 'react';
import { client } from '../../lib/client';
import { $user } from '../../stores/user';
import { SortHeader } from '../../ui/SortHeader';
import { AdminListTable, Filter, FilterBar } from '../AdminTable';
import { useAdminT } from '../i18n';
import { LIST_CAP } from '../ListState';
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
  const roleAsked = useDebounced(role, SELECT_DEBOUNCE_MS);
  const list = useAdminList(`/admin/users?q=${q}&role=${roleAsked}`, (options) =>
    client.GET('/api/v1/admin/users', { params: { query: queryOf({ q, role: roleAsked }) }, ...options }),
  );
  const { rows, loading, reload } = list;
  const [sort, setSort] = useState<SortState<Key>>({ key: 'fullName', dir: 'asc' });
  const sorted = useMemo(() => sortRows(rows ?? [], sort, COMPARE, 'fullName'), [rows, sort]);
  const header = { sort, onSort: (key: Key) => setSort(nextSort(sort, key)) };
  const yes = (value: boolean) => (value ? t('yes') : t('no'));

  return (
    <div className="space-y-3">
      <FilterBar isSearch busy={loading && !!rows}>
        <Filter htmlFor={`${id}-q`} label={t('usersSearch')}>
          <input
            id={`${id}-q`}
            type="search"
            className="input input-sm w-64 max-w-full"
            placeholder={t('usersSearchHint')}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Filter>
        <Filter htmlFor={`${id}-role`} label={t('usersRole')}>
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
        </Filter>
      </FilterBar>
      <AdminListTable
        list={list}
        cap={LIST_CAP.admin}
        testId="admin-users"
        caption={t('usersTitle')}
        columns={6}
        empty={!sorted.length && t('usersEmpty')}
        head={
          <>
            <SortHeader label={t('colUser')} column="fullName" {...header} />
            <SortHeader label={t('colRole')} column="role" {...header} />
            <th scope="col">{t('colVerified')}</th>
            <th scope="col">{t('colAccount')}</th>
            <th scope="col">{t('colSubscription')}</th>
          </>
        }
      >
        {sorted.map((user) => (
          <tr key={user.id} data-testid="user-row" data-user={user.username}>
            <td className="min-w-0 @3xl:max-w-64">
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
      </AdminListTable>
    </div>
  );
}
