// From which kind of access a signed-in request came (issue 33: the audit log records it). The auth guard
// marks the request's user object when it resolves the caller; the audit log reads the mark from the same
// object the route hands to its service, so no service signature has to carry it. An unmarked user (a job,
// a test calling a service directly) counts as a session.
import type { AccessKind } from '@shared/types/audit';

const kinds = new WeakMap<object, AccessKind>();

export const markAccess = (user: object, kind: AccessKind) => {
  kinds.set(user, kind);
};

export const accessOf = (user: object): AccessKind => kinds.get(user) ?? 'session';
