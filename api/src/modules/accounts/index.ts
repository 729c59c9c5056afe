// Accounts: the use cases that span modules — deleting an account (and the nightly cleanups), deleting a company,
// a person leaving a company or removed from it — with their routes. At the top of the order (docs/modules.md).

// The door: what other modules may use (docs/modules.md).
export { deleteStaleInvitedUsers, deleteUnverifiedUsers } from './cleanup';
export { removeMember } from './leave-company';
export { accountsModule } from './routes';
