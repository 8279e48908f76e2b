import { describe, expect, it } from 'vitest';
import { LOCAL_PREVIEW_SECRET, localEnv, previewLink } from '../../scripts/local-env.mjs';
import { parseEnv } from '@/server/env';
import { previewSettingsProblems } from '@/server/preview/settings';

/** A production deployment with real upstreams and sound settings (as tests/unit/production-settings.test.ts). */
const SOUND: Record<string, string> = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.fis-fonden.dk',
  SESSION_SECRET: 'q7Vd2LmX9pRt4KzW1bNc8HsJ3fYg6AeU0iOx',
  AUTH_ISSUER: 'https://login.fis-fonden.dk/',
  AUTH_CLIENT_ID: 'fonden-site',
  AUTH_CLIENT_SECRET: 'Zt8kQ2wN5xR1vB7mC4pL9sD3',
  AUTH_AUDIENCE: 'https://api.fis-fonden.dk',
  PRODUCT_API_BASE_URL: 'https://api.fis-fonden.dk/product',
  PRODUCT_API_SUBSCRIPTION_KEY: 'b0c4f7e2a9d1',
  CMS_BASE_URL: 'https://cms.fis-fonden.dk',
  CMS_SITE_ID: 'fonden',
  SEARCH_APP_ID: 'FISAPP01',
  SEARCH_API_KEY: 'search-only-key-1234',
  IMAGE_CDN_URL: 'https://fis.imgix.net',
};

describe('PREVIEW_SECRET at boot', () => {
  it('refuses the stand-in’s secret, a placeholder or a pattern in production with real upstreams', () => {
    for (const secret of [
      LOCAL_PREVIEW_SECRET,
      'replace-with-at-least-32-random-characters',
      'abcabcabcabcabcabcabcabcabcabcabcabc',
    ]) {
      expect(previewSettingsProblems({ ...SOUND, PREVIEW_SECRET: secret })).toEqual([
        expect.stringMatching(/^PREVIEW_SECRET /),
      ]);
      expect(() => parseEnv({ ...SOUND, PREVIEW_SECRET: secret })).toThrow(/PREVIEW_SECRET/);
    }
  });

  it('lets a random secret, or none (nobody can preview), start', () => {
    expect(() => parseEnv({ ...SOUND, PREVIEW_SECRET: 'H3kPz9Qw2LmN7xVb4RtY8cJs1FdG6aEu' })).not.toThrow();
    expect(() => parseEnv(SOUND)).not.toThrow();
  });

  it('lets the stand-in’s own set-up run with its public secret, and npm start print a link with it', () => {
    const local = localEnv({ port: 3000, mockPort: 4010 });
    expect(() => parseEnv({ ...local, NODE_ENV: 'production' })).not.toThrow();
    expect(previewLink('http://localhost:3000', local.PREVIEW_SECRET!)).toBe(
      `http://localhost:3000/api/preview?secret=${LOCAL_PREVIEW_SECRET}&path=%2F`,
    );
  });
});
