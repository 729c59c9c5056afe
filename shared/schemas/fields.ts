// Field schemas used by several request shapes. Each carries the message key of its error (`error`, translated
// by the API's envelope into a 422) and a description for the OpenAPI document.
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '@shared/constants';
import { HEX_COLOR_PATTERN, HTTP_URL_PATTERN } from '@shared/social';
import { t } from 'elysia/type-system';

export const Email = t.String({
  format: 'email',
  maxLength: 254,
  error: 'invalidEmail',
  description: 'Email address',
});
export const Username = t.String({
  pattern: USERNAME_PATTERN,
  error: 'invalidUsername',
  description: 'Username',
});
export const Password = t.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  error: 'invalidPassword',
  description: 'Password, 8 to 128 characters',
});
export const CurrentPassword = t.String({
  minLength: 1,
  maxLength: PASSWORD_MAX,
  error: 'passwordRequired',
  description: 'The current password',
});
// A name must contain something besides spaces: it is stored trimmed.
export const FullName = t.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  error: 'invalidFullName',
  description: 'Full name',
});
export const Description = t.String({
  maxLength: 1000,
  error: 'invalidDescription',
  description: 'Free text about the person, up to 1,000 characters',
});
export const OtpCode = t.String({ pattern: '^[0-9]{6}$', error: 'invalidOtp', description: '6-digit code' });
export const Token = t.String({
  maxLength: 200,
  error: 'invalidToken',
  description: 'The token of the mailed link',
});
export const Altcha = t.String({
  error: 'notRobot',
  description: 'The solved human check: GET general/challenge, solve it, send the payload base64-encoded',
});

/** Free text up to `maxLength` characters. */
export const text = (maxLength: number, description: string) =>
  t.String({ maxLength, error: 'invalidText', description });
export const Url = t.String({
  maxLength: 500,
  pattern: HTTP_URL_PATTERN,
  error: 'invalidUrl',
  description: 'A web address (http or https)',
});
export const OptionalUrl = t.String({
  maxLength: 500,
  pattern: `^$|${HTTP_URL_PATTERN}`,
  error: 'invalidUrl',
  description: 'A web address (http or https), or empty',
});
export const OptionalEmail = t.String({
  maxLength: 254,
  pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  error: 'invalidEmail',
  description: 'Email address, or empty',
});
export const Phone = t.String({
  maxLength: 40,
  pattern: '^[+0-9 ()./-]*$',
  error: 'invalidPhone',
  description: 'Phone number',
});
export const Color = t.String({
  pattern: HEX_COLOR_PATTERN,
  error: 'invalidColor',
  description: 'Hex colour, #rgb or #rrggbb',
});
