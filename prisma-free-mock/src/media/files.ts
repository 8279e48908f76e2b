import type { SeedMedia } from '../seed/types';

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

/** The original file of a media item (JPEG, SVG or PDF), generated on first use and kept in memory. */
export function mediaFile(_media: SeedMedia): Promise<MediaFile> {
  return Promise.reject(new Error('media generation not built yet'));
}
