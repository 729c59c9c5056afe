// The door: what other modules may use (docs/modules.md).
export { deleteStaleInvitedUsers, deleteUnverifiedUsers } from './cleanup';
export { accountsModule } from './routes';
