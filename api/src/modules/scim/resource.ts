// The SCIM User resource of RFC 7643 with the enterprise extension, through scimmy: the library parses filters,
// attributes and PatchOp messages (Entra ID's capitalised "Replace" and "Add" included) and writes the answers;
// the handlers here read and write a company's people (people.ts). The company is the request's context, never a
// global: a token reaches its own company only.
import SCIMMY from 'scimmy';
import type { Deps } from '../../platform/deps';
import {
  createPerson,
  deletePerson,
  type Person,
  type PersonInput,
  peopleOf,
  personOf,
  updatePerson,
} from './people';

export type ScimContext = { deps: Deps; companyId: number };

export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

type Attributes = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as Attributes[]) : []);

/** A person as a SCIM User. */
export function toScim(person: Person): Attributes & { id: string; userName: string } {
  const { membership, user, link } = person;
  const [given, ...rest] = user.fullName.split(' ');
  return {
    id: membership.shortId,
    ...(link?.externalId ? { externalId: link.externalId } : {}),
    userName: user.email,
    displayName: user.fullName,
    name: { formatted: user.fullName, givenName: given ?? '', familyName: rest.join(' ') },
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: link?.active ?? true,
    ...(membership.jobTitle ? { title: membership.jobTitle } : {}),
    ...(membership.workPhone ? { phoneNumbers: [{ value: membership.workPhone, type: 'work' }] } : {}),
    ...(membership.jobRole ? { [ENTERPRISE]: { department: membership.jobRole } } : {}),
    meta: { created: new Date(membership.invitedAt), lastModified: new Date(membership.updatedAt) },
  };
}

/** What a SCIM User written by the directory says, as our fields. */
export function fromScim(instance: Attributes): PersonInput {
  const name = (instance.name ?? {}) as Attributes;
  const emails = list(instance.emails);
  const email = text(instance.userName) || text((emails.find((e) => e.primary) ?? emails[0])?.value);
  // The parts first: a patch of name.familyName leaves the formatted name as it was.
  const formatted =
    [text(name.givenName), text(name.familyName)].filter(Boolean).join(' ') || text(name.formatted);
  const phones = list(instance.phoneNumbers);
  const enterprise = (instance[ENTERPRISE] ?? {}) as Attributes;
  return {
    email,
    fullName: formatted || text(instance.displayName),
    externalId: text(instance.externalId),
    active: instance.active !== false,
    jobTitle: text(instance.title),
    department: text(enterprise.department),
    workPhone: text((phones.find((p) => p.type === 'work') ?? phones[0])?.value),
  };
}

let declared = false;

/** Declares the User resource and the service provider's configuration once, for the process. */
export function declareScim(basepath: string, documentation: string) {
  if (!declared) {
    declared = true;
    SCIMMY.Config.set({
      documentationUri: documentation,
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'OAuth Bearer Token',
          description: "The company's provisioning token, from the dashboard's company settings",
        },
      ],
    });
    SCIMMY.Resources.declare(SCIMMY.Resources.User)
      .extend(SCIMMY.Schemas.EnterpriseUser, false)
      .ingress(async (resource, instance, ctx) => {
        const { deps, companyId } = ctx as ScimContext;
        const input = fromScim(instance as unknown as Attributes);
        const person = resource.id
          ? await updatePerson(deps, companyId, resource.id, input)
          : await createPerson(deps, companyId, input);
        return toScim(person);
      })
      .egress(async (resource, ctx) => {
        const { deps, companyId } = ctx as ScimContext;
        if (resource.id) return toScim(await personOf(deps, companyId, resource.id));
        const all = (await peopleOf(deps, companyId)).map(toScim);
        return resource.filter ? (resource.filter.match(all) as typeof all) : all;
      })
      .degress(async (resource, ctx) => {
        const { deps, companyId } = ctx as ScimContext;
        await deletePerson(deps, companyId, resource.id ?? '');
      });
  }
  SCIMMY.Resources.User.basepath(basepath);
  SCIMMY.Resources.Schema.basepath(basepath);
  SCIMMY.Resources.ResourceType.basepath(basepath);
  SCIMMY.Resources.ServiceProviderConfig.basepath(basepath);
}
