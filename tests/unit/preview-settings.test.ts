import { describe, expect, it } from 'vitest';
import { LOCAL_PREVIEW_SECRET, localEnv, previewLink } from '../../scripts/local-env.mjs';
import { parseEnv } from '@/server/env';
import { REAL_UPSTREAMS_ENV } from '../support/production-env';
import { previewSettingsProblems } from '@/server/preview/settings';

/** A production deployment with real upstreams and sound settings. */
const SOUND: Record<string, string> = { NODE_ENV: 'production', ...REAL_UPSTREAMS_ENV };

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
