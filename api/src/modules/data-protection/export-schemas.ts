import { DATA_EXPORT_STATES } from '@db/schema';
import { t } from 'elysia';
import { Timestamp } from '../users';

/** A person's latest copy of their data: asked for, made and mailed (until its link ends), or failed. */
export const DataExportData = t.Object({
  id: t.String(),
  state: t.UnionEnum([...DATA_EXPORT_STATES], {
    description: 'queued: being made; ready: made and its link mailed; failed: ask again',
  }),
  createdAt: Timestamp,
  readyAt: t.Nullable(Timestamp),
  expiresAt: t.Nullable(Timestamp, { description: 'When the mailed link and the file end' }),
  size: t.Nullable(t.Integer({ description: 'Bytes of the ZIP file' })),
});
