import type { AdminUserPatchInput } from '@shared/schemas/billing';
import type { AdminUserRow } from '@shared/types/billing';
import { client } from '../../lib/client';
import { openDialog } from '../../stores/dialogs';
import { notifySuccess } from '../../stores/notifications';
import { at } from '../i18n';

// What the administrator does to an account (PATCH admin/users/{id}, POST …/verification). Each action says
// what it did; failures come as the API's notice. `done` reloads the list.

const userParams = (user: AdminUserRow) => ({ path: { id: user.id } });

async function patch(user: AdminUserRow, body: AdminUserPatchInput, message: string, done: () => void) {
  const result = await client.PATCH('/api/v1/admin/users/{id}', { params: userParams(user), body });
  if (!result.ok) return;
  notifySuccess(message);
  done();
}

/** Administrator ⇄ user, after a confirmation that says what the role gives. */
export function confirmRole(user: AdminUserRow, done: () => void) {
  const toAdmin = user.role !== 'administrator';
  const name = user.fullName;
  openDialog('confirm', {
    title: at('roleTitle'),
    message: at(toAdmin ? 'roleToAdminText' : 'roleToUserText', { name }),
    confirmLabel: at(toAdmin ? 'roleToAdmin' : 'roleToUser'),
    danger: !toAdmin,
    onConfirm: () =>
      patch(
        user,
        { role: toAdmin ? 'administrator' : 'user' },
        at(toAdmin ? 'roleToAdminDone' : 'roleToUserDone', { name }),
        done,
      ),
  });
}

/** Disable after "Disable account?"; enable again at once. */
export function toggleDisabled(user: AdminUserRow, done: () => void) {
  const name = user.fullName;
  if (user.disabled) return patch(user, { disabled: false }, at('enableDone', { name }), done);
  openDialog('confirm', {
    title: at('disableTitle'),
    message: at('disableText', { name }),
    confirmLabel: at('disable'),
    danger: true,
    onConfirm: () => patch(user, { disabled: true }, at('disableDone', { name }), done),
  });
}

/** Subscriber rights without a subscription: granted or taken back. */
export const togglePrivileges = (user: AdminUserRow, done: () => void) =>
  patch(
    user,
    { subscriptionPrivileges: !user.subscriptionPrivileges },
    at(user.subscriptionPrivileges ? 'revokeDone' : 'grantDone', { name: user.fullName }),
    done,
  );

/** A new verification mail for an account whose address is not verified yet. */
export async function resendVerification(user: AdminUserRow) {
  const result = await client.POST('/api/v1/admin/users/{id}/verification', { params: userParams(user) });
  if (result.ok) notifySuccess(at('resendDone', { email: user.email }));
}
