import type { Link, Media } from '@/server/upstream/cms-schemas';

/**
 * Readers for the block fields of prisma-free-mock/docs/cms.md. Blocks arrive as `Record<string, unknown>`;
 * these small guards keep a schema library out of the browser bundle and turn a malformed field into
 * "absent" (the block hides that part) rather than a crash.
 */

export const readString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function readMedia(value: unknown): Media | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.Url !== 'string' || item.Url === '') return null;
  return {
    Url: item.Url,
    AltText: typeof item.AltText === 'string' ? item.AltText : '',
    ...(typeof item.Udi === 'string' ? { Udi: item.Udi } : {}),
    ...(typeof item.Width === 'number' ? { Width: item.Width } : {}),
    ...(typeof item.Height === 'number' ? { Height: item.Height } : {}),
  };
}

export function readLink(value: unknown): Link | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.Url !== 'string' || item.Url === '') return null;
  return {
    Url: item.Url,
    Text: typeof item.Text === 'string' ? item.Text : '',
    Target: typeof item.Target === 'string' ? item.Target : null,
    NoFollow: item.NoFollow === true,
    NewWindow: item.NewWindow === true,
    Download: item.Download === true,
  };
}

export const readArray = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
