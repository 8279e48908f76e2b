/**
 * Runs once when the server starts (`next start`, `next dev`): the environment is validated here, so a server
 * with an invalid or unsafe configuration (src/server/production-settings.ts) refuses to start, naming every
 * problem in one message, instead of failing on its first request. With Redis, it also subscribes to the other
 * instances' purges.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Traces over OTLP only when an endpoint is set; otherwise nothing of the SDK is loaded (docs/decisions/0032).
  const { startTracing, tracingConfigured } = await import('./server/tracing/start');
  if (tracingConfigured()) await startTracing();
  const { env } = await import('./server/env');
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // A tag manager without a consent platform stays off: said once, here (docs/decisions/0028).
  (await import('./server/tracking-settings')).warnAboutTracking(env());
  // Hear the other instances' purges from the start (docs/decisions/0025), not only once this one has cached.
  const { listenForPurges } = await import('./server/revalidation');
  listenForPurges();
  // Connect to Redis now, so the first signed-in request finds the connection made (src/server/shared/store.ts).
  const { sharedStore } = await import('./server/shared/store');
  sharedStore();
  // Every answer timed by kind of route for GET /api/metrics (docs/decisions/0032).
  const { measureRequests } = await import('./server/metrics/requests');
  measureRequests();
}
