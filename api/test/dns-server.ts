// A local DNS server for the TXT proofs (dns2 over UDP): tests set the records it answers with.
import dns2 from 'dns2';

export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      for (const data of records.get(question.name.toLowerCase()) ?? []) {
        response.answers.push({
          name: question.name,
          type: dns2.Packet.TYPE.TXT,
          class: dns2.Packet.CLASS.IN,
          ttl: 1,
          data,
        } as never);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = (server.addresses() as { udp: { port: number } }).udp;
  return {
    /** The DNS_RESOLVER value that points at this server. */
    address: `127.0.0.1:${port}`,
    setTxt: (name: string, values: string[]) => records.set(name.toLowerCase(), values),
    clear: () => records.clear(),
    close: () => server.close(),
  };
}
