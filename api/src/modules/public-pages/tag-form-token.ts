// The time token of a dynatag's form (issue 32): the /d page is cached, so the token is not in its HTML; the
// form's script asks for one when the page opens (GET …/forms/{moduleId}/token). It is the instant it was made,
// signed with the server's secret for this tag and form: no store, no third party. A form sent sooner than a
// person fills it in, or with a token older than a visit lasts, or with a token of another form, is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TAG_FORM_TIMING } from '@shared/schemas/tag-form';
import type { Deps } from '../../platform/deps';
import { invalid } from '../../platform/errors';

const signatureOf = (secret: string, tagShortId: string, moduleId: string, at: number) =>
  createHmac('sha256', secret).update(`tag-form\n${tagShortId}\n${moduleId}\n${at}`).digest('base64url');

export const formToken = (deps: Deps, tagShortId: string, moduleId: string) => {
  const at = deps.clock.now();
  return `${at}.${signatureOf(deps.config.secret, tagShortId, moduleId, at)}`;
};

/** Throws a 422 on `token`: forged or another form's (invalid), too soon (tooFast), too old (stale). */
export function checkFormToken(deps: Deps, tagShortId: string, moduleId: string, token: string) {
  const [atText = '', signature = ''] = token.split('.');
  const at = /^\d{1,15}$/.test(atText) ? Number(atText) : Number.NaN;
  const expected = Buffer.from(
    Number.isFinite(at) ? signatureOf(deps.config.secret, tagShortId, moduleId, at) : '',
  );
  const given = Buffer.from(signature);
  if (!Number.isFinite(at) || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw invalid('token', 'tagFormTokenInvalid');
  }
  const age = deps.clock.now() - at;
  if (age > TAG_FORM_TIMING.maxAgeMs || age < 0) throw invalid('token', 'tagFormTokenStale');
  if (age < TAG_FORM_TIMING.minFillMs) throw invalid('token', 'tagFormTooFast');
}
