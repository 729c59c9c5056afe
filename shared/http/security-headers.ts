// The security headers of every answer, in one place: the origin adds them to each response
// (api/src/platform/security.ts) and the build writes them for the edge's asset store (integrations/edge-headers.mjs).

/** On every answer, whatever its type. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
};

/** On every answer over https: browsers come back over https only, for a year, subdomains included. */
export const HSTS: readonly [string, string] = [
  'strict-transport-security',
  'max-age=31536000; includeSubDomains',
];
