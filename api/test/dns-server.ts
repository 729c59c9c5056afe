// A real DNS server on 127.0.0.1 for the domain proofs (dns2, UDP): the records a test sets, NXDOMAIN for the
// rest; `stall` makes it answer nothing (a DNS that hangs). Resolvers ask it through DNS_RESOLVER.
import dns2 from 'dns2';

const { Packet } = dns2;
type Records = { txt?: string[]; cname?: string; a?: string[] };

export async function startDnsServer() {
  const zone = new Map<string, Records>();
  let stalled = false;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      if (stalled) return;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const found = zone.get(name);
      const answer = (type: number, data: Record<string, unknown>) =>
        response.answers.push({
          name,
          type,
          class: Packet.CLASS.IN,
          ttl: 1,
          ...data,
        } as unknown as (typeof response.answers)[number]);
      if (question?.type === Packet.TYPE.TXT)
        for (const data of found?.txt ?? []) answer(Packet.TYPE.TXT, { data });
      if (question?.type === Packet.TYPE.CNAME && found?.cname)
        answer(Packet.TYPE.CNAME, { domain: found.cname });
      if (question?.type === Packet.TYPE.A)
        for (const address of found?.a ?? []) answer(Packet.TYPE.A, { address });
      // NXDOMAIN for a name we do not have at all, so the resolver says ENOTFOUND at once.
      if (!found) (response.header as { rcode: number }).rcode = 3;
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (server.addresses().udp as { port: number }).port;
  return {
    address: `127.0.0.1:${port}`,
    set: (name: string, records: Records) =>
      zone.set(name.toLowerCase(), { ...zone.get(name.toLowerCase()), ...records }),
    clear: () => zone.clear(),
    stall: (on: boolean) => {
      stalled = on;
    },
    close: () => server.close(),
  };
}
