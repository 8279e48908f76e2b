import { UpstreamCache } from '../cache';
import { log } from '../log';
import type { CmsClient } from '../upstream/cms';
import { UpstreamError } from '../upstream/http';

/** What rich-text preparation needs of the CMS: GetMedia only (so a unit test can fake just that). */
export type MediaLookup = Pick<CmsClient, 'getMedia'>;

/** A GetMedia answer; Width/Height are read when the client's schema passes them on (prisma-free-mock/docs/cms.md sends them). */
export type MediaAnswer = Awaited<ReturnType<CmsClient['getMedia']>> & {
  Width?: number | null;
  Height?: number | null;
};

/**
 * GetMedia answers change only when an editor moves a file, so they are kept for a while. The promise is cached
 * (a page with the same UDI twice, or many pages at once, ask once); an unknown UDI (404) is remembered as
 * `null` for the same time; any other failure is not cached and falls back to the last good answer.
 */
const MEDIA_TTL_MS = 10 * 60_000;
const MEDIA_MAX_ENTRIES = 2000;
const caches = new WeakMap<MediaLookup, UpstreamCache<MediaAnswer | null>>();

/** UDIs seen failing, so a broken reference is logged once rather than on every page preparation. */
const reported = new Set<string>();
const REPORTED_MAX = 500;

const UDI = /^umb:\/\/(media|document)\/[0-9a-f]{32}$/i;
export const isUdi = (value: string) => UDI.test(value.trim());
export const normaliseUdi = (value: string) => value.trim().toLowerCase();

function cacheFor(cms: MediaLookup) {
  let cache = caches.get(cms);
  if (!cache) {
    cache = new UpstreamCache<MediaAnswer | null>(MEDIA_TTL_MS, MEDIA_MAX_ENTRIES);
    caches.set(cms, cache);
  }
  return cache;
}

function reportOnce(udi: string, reason: string, status?: number) {
  if (reported.has(udi)) return;
  if (reported.size >= REPORTED_MAX) reported.clear();
  reported.add(udi);
  log.warn(
    { udi, reason, status },
    'rich text: media reference could not be resolved; its link or image is left out',
  );
}

/** The GetMedia answer of one UDI, or null when it cannot be resolved (unknown, malformed, CMS down). */
export async function resolveMedia(cms: MediaLookup, rawUdi: string): Promise<MediaAnswer | null> {
  const udi = normaliseUdi(rawUdi);
  if (!isUdi(udi)) {
    reportOnce(udi, 'not a media or document UDI');
    return null;
  }
  try {
    const { value } = await cacheFor(cms).get(udi, async () => {
      try {
        return await cms.getMedia(udi);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    });
    if (value) reported.delete(udi);
    else reportOnce(udi, 'unknown to the CMS', 404);
    return value;
  } catch (error) {
    reportOnce(
      udi,
      error instanceof Error ? error.message : String(error),
      error instanceof UpstreamError ? error.status : undefined,
    );
    return null;
  }
}

/** Resolves every UDI of a text at once (each at most one request, thanks to the cache). */
export async function resolveAll(
  cms: MediaLookup,
  udis: Iterable<string>,
): Promise<Map<string, MediaAnswer | null>> {
  const unique = [...new Set([...udis].map(normaliseUdi))];
  const answers = await Promise.all(unique.map((udi) => resolveMedia(cms, udi)));
  return new Map(unique.map((udi, i) => [udi, answers[i] ?? null]));
}

/** For tests: forget which failures were logged. */
export function resetMediaReports() {
  reported.clear();
}
