// Data protection (issue 33): a person's own data in one download, and the company's retention of leads and view
// details. The door of the module (docs/modules.md): its routes and its jobs.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { dataExportJobs } from './export-job';
import { dataExportRoutes } from './export-routes';
import { retentionJobs } from './retention';
import { retentionRoutes } from './retention-routes';

export const dataProtectionModule = (deps: Deps) =>
  new Elysia({ name: 'data-protection' }).use(dataExportRoutes(deps)).use(retentionRoutes(deps));

export const dataProtectionJobs = [...dataExportJobs, ...retentionJobs];
