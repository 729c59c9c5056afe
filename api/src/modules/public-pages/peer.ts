// Its own file so card-link.ts and index.ts both use it without importing each other (issue 20).
/** Where a request came from: the Bun server that received it. */
export type Peer = { requestIP(request: Request): { address: string } | null };
