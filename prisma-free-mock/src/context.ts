import type { Logger } from 'pino';
import type { MockConfig } from './config';
import type { SigningKey } from './idp/keys';
import type { MockStore } from './state';

/** What every service of the stand-in is built with. */
export interface MockContext {
  /** Public origin, e.g. http://localhost:4010. */
  origin: string;
  config: MockConfig;
  store: MockStore;
  log: Logger;
  /** The identity provider's signing key; JWKS at {origin}/idp/.well-known/jwks.json. */
  signingKey: SigningKey;
}
