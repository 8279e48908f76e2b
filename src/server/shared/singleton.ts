/** Every process-wide value's key starts so: one prefix, so two modules cannot drift apart on a name. */
const PREFIX = 'fonden.';

const slots = globalThis as typeof globalThis & Record<symbol, unknown>;

/**
 * One value per Node process, made on first use and then shared (docs/decisions/0037). Next bundles the proxy,
 * the pages and each API route apart, so a module-level `let` exists once per bundle; a value that must be one
 * per process (a Redis connection, a cache the proxy and the pages share, a table of refreshes in flight) lives
 * on `globalThis` under `Symbol.for(PREFIX + name)` instead. `create` may return null, which is kept too.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(PREFIX + name);
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
}
