// Below every module: the public pages and the page-domain host gate both take the peer (docs/modules.md).
/** Where a request came from: the Bun server that received it. */
export type Peer = { requestIP(request: Request): { address: string } | null };
