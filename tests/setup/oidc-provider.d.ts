// The few oidc-provider calls the OIDC sign-in test makes (the package ships no types).
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (context: unknown, id: string) => Account | Promise<Account>;
      },
    );
    listen(port: number): Server;
  }
}
