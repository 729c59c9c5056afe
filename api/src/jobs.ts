import { accountingJobs } from './modules/accounting';
import { deleteStaleInvitedUsers, deleteUnverifiedUsers } from './modules/accounts';
import { auditRetentionJob } from './modules/audit';
import { billingJobs } from './modules/billing';
import { invitationJobs } from './modules/companies';
import { crmJobs } from './modules/crm';
import { dataProtectionJobs } from './modules/data-protection';
import { bulkJobs, scheduleJobs } from './modules/dynatags';
import { leadJobs } from './modules/leads';
import { orderJobs } from './modules/orders';
import { reportJobs } from './modules/reports';
import { subscriptionJobs } from './modules/subscriptions';
import { walletJobs } from './modules/wallet';
import { webhookJobs } from './modules/webhooks';
import { runBackup } from './platform/backup-job';
import type { Job } from './platform/jobs';

/** Every scheduled job of the product, in one list. */
export const JOBS: Job[] = [
  { name: 'delete-unverified-users', pattern: '17 3 * * *', run: (deps) => deleteUnverifiedUsers(deps) },
  { name: 'delete-stale-invited-users', pattern: '37 3 * * *', run: (deps) => deleteStaleInvitedUsers(deps) },
  { name: 'backup', pattern: '30 2 * * *', run: (deps) => runBackup(deps) },
  { name: 'sweep-human-checks', pattern: '*/30 * * * *', run: (deps) => deps.humanCheck.sweep() },
  ...subscriptionJobs,
  ...billingJobs,
  ...orderJobs,
  ...invitationJobs,
  ...accountingJobs,
  ...webhookJobs,
  ...reportJobs,
  ...scheduleJobs,
  ...bulkJobs,
  ...leadJobs,
  ...walletJobs,
  ...crmJobs,
  ...dataProtectionJobs,
  auditRetentionJob,
];
