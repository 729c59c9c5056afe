// The request shapes of the Wallet routes (the passes and Apple's device web service), and the one answer of
// that web service that is not in our envelope (the serial numbers of a device's updated passes).
import { t } from 'elysia';

const serial = t.String({
  pattern: '^[pc]\\.[A-Za-z0-9_-]{1,32}$',
  error: 'invalidValue',
  description: 'The pass: p.{profile or user shortId} (/p/…) or c.{cardId} (a metal card, /c/…)',
});

export const SerialParam = t.Object({ serial });

/** The path of Apple's web service calls (deviceLibraryIdentifier, passTypeIdentifier, serialNumber). */
export const DevicePassParams = t.Object({
  deviceId: t.String({ minLength: 1, maxLength: 128, error: 'invalidValue' }),
  passTypeId: t.String({ minLength: 1, maxLength: 128, error: 'invalidValue' }),
  serial,
});
export const DeviceParams = t.Object({
  deviceId: t.String({ minLength: 1, maxLength: 128, error: 'invalidValue' }),
  passTypeId: t.String({ minLength: 1, maxLength: 128, error: 'invalidValue' }),
});
export const PassParams = t.Object({
  passTypeId: t.String({ minLength: 1, maxLength: 128, error: 'invalidValue' }),
  serial,
});

export const RegisterBody = t.Object({
  pushToken: t.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9]+$', error: 'invalidValue' }),
});
export const UpdatedQuery = t.Object({
  passesUpdatedSince: t.Optional(t.String({ pattern: '^[0-9]{1,16}$', error: 'invalidValue' })),
});
export const LogBody = t.Object({ logs: t.Array(t.String({ maxLength: 2000 }), { maxItems: 100 }) });

export const SerialNumbersData = t.Object({
  serialNumbers: t.Array(t.String()),
  lastUpdated: t.String({ description: 'Tag for the next passesUpdatedSince' }),
});
