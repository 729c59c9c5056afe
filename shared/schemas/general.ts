// Request shapes of api/v1/general (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';
import { Altcha, Email } from './fields';

export const InquiryBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, error: 'invalidName', description: 'Sender name' }),
  email: Email,
  subject: t.String({ minLength: 1, maxLength: 200, error: 'invalidValue', description: 'Subject' }),
  message: t.String({ minLength: 1, maxLength: 5000, error: 'invalidValue', description: 'The message' }),
  altcha: Altcha,
});
