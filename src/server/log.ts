import pino from 'pino';

/**
 * The site's structured logger. Redaction is a second line of defence: code never logs tokens, cookies or
 * passwords on purpose.
 */
export const log = pino({
  name: 'site',
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      '*.accessToken',
      '*.refreshToken',
      '*.idToken',
      '*.password',
      '*.cookie',
      '*.authorization',
      'req.headers.cookie',
      'req.headers.authorization',
    ],
    censor: '[skjult]',
  },
});

export type Logger = typeof log;
