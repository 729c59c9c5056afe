// The part of oidc-provider (a dev dependency without types) the single sign-on tests use.
declare module 'oidc-provider' {
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
      },
    );
    on(event: string, listener: (...args: unknown[]) => void): void;
    callback(): (req: unknown, res: unknown) => void;
  }
}
