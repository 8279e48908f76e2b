import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { hashEmail, logOptions, scrubEmails } from '@/server/log';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ ...logOptions, level: 'info' }, stream), lines };
}

describe('log lines', () => {
  it('never hold an e-mail address: in the message, in fields, in upstream paths, encoded or not', () => {
    const { logger, lines } = capture();
    logger.warn(
      {
        path: '/events/users/laerer%40example.dk/programs/kickstart/signups',
        err: new Error('The user Laerer@Example.dk is not in the programme'),
        nested: { who: ['ny@example.dk'] },
      },
      'GET /user/GetUser?email=aase.oestergaard@example.dk: 500',
    );
    const line = lines.join('');
    expect(line).not.toMatch(/example\.dk/i);
    expect(line).toContain(hashEmail('laerer@example.dk'));
    expect(line).toContain(hashEmail('ny@example.dk'));
  });

  it('hash one person the same way whatever the case, so their lines can be followed', () => {
    expect(scrubEmails('Laerer@Example.dk')).toBe(scrubEmails('laerer@example.dk'));
    expect(scrubEmails('ingen adresse her')).toBe('ingen adresse her');
  });

  it('still hides tokens and cookies', () => {
    const { logger, lines } = capture();
    logger.info({ session: { accessToken: 'eyJ.secret', cookie: 'auth.session=x' } }, 'session');
    expect(lines.join('')).not.toContain('eyJ.secret');
    expect(lines.join('')).not.toContain('auth.session=x');
  });
});
