import { SaveContactBody, SavedContactExportQuery } from '@shared/schemas/contacts';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, exportAnswers, reply } from '../../platform/envelope';
import { exportContacts } from './export';
import { ContactData } from './response-schemas';
import { listContacts, removeContact, saveContact } from './service';

// The door: what other modules may use (docs/modules.md).
export { saveContact } from './service';

const tags = ['Contacts'];
const ShortId = t.String({ minLength: 1, maxLength: 20, error: 'invalidValue' });

export const contactsModule = (deps: Deps) =>
  new Elysia({ name: 'contacts', prefix: '/contacts' })
    .use(authGuard(deps))
    // GET /contacts?query= – my saved contacts, newest first, optionally filtered by name or company
    .get('/', ({ user, query }) => listContacts(deps, user, query.query), {
      auth: true,
      query: t.Object({
        query: t.Optional(
          t.String({ maxLength: 100, error: 'invalidValue', description: 'Name or company' }),
        ),
      }),
      detail: {
        tags,
        summary: 'List saved contacts',
        responses: answers(t.Array(ContactData), 'My saved contacts, newest first'),
      },
    })
    // GET /contacts/export – my saved contacts as a file a CRM imports without mapping, or one vCard file
    .get('/export', ({ user, query }) => exportContacts(deps, user, query), {
      auth: true,
      query: SavedContactExportQuery,
      detail: {
        tags,
        summary: 'Export my saved contacts as a HubSpot or Salesforce CSV, or as one vCard file',
        description:
          'Filter: from/to (UTC days they were saved). Each contact as its card page shows it now. 422 for a bad filter.',
        responses: exportAnswers(),
      },
    })
    // POST /contacts – save the profile a link opens (profile or user shortId); saving twice is fine
    .post(
      '/',
      async ({ user, body }) => {
        const { created, contact } = await saveContact(deps, user, body.shortId);
        return reply(contact, 'contactSaved', created ? 201 : 200);
      },
      {
        auth: true,
        body: SaveContactBody,
        detail: {
          tags,
          summary: 'Save a contact (at most 100)',
          responses: answers(ContactData, 'Saved: 201 when new, 200 when it was saved already', 201),
        },
      },
    )
    // DELETE /contacts/:shortId – remove a saved contact
    .delete(
      '/:shortId',
      async ({ user, params }) => {
        await removeContact(deps, user, params.shortId);
        return reply(null, 'contactRemoved');
      },
      {
        auth: true,
        params: t.Object({ shortId: ShortId }),
        detail: { tags, summary: 'Remove a saved contact', responses: answers(t.Null(), 'Removed') },
      },
    );
