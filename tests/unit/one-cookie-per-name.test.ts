import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { oneCookiePerName } from '@/server/auth/one-cookie-per-name';

const exchange = (cookie = '') => {
  const req = new IncomingMessage(new Socket());
  req.headers.cookie = cookie;
  return { req, res: new ServerResponse(req) };
};

const options = { path: '/', httpOnly: true };

describe('one Set-Cookie per cookie', () => {
  it('replaces an earlier write of the same cookie, keeping the others', () => {
    const { req, res } = exchange();
    res.setHeader('set-cookie', ['other=1; Path=/']);
    const jar = oneCookiePerName(req, res);
    jar.write('auth.session', 'first', options);
    jar.write('auth.session', 'second', options);
    const lines = res.getHeader('set-cookie') as string[];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('other=1; Path=/');
    expect(lines[1]).toMatch(/^auth\.session=second;/);
  });

  it('does not take a cookie whose name merely starts the same for the same cookie', () => {
    const { req, res } = exchange();
    const jar = oneCookiePerName(req, res);
    jar.write('auth.session.0', 'chunk', options);
    jar.write('auth.session', 'whole', options);
    expect(res.getHeader('set-cookie')).toHaveLength(2);
  });

  it('reads the request as iron-session does', () => {
    const { req, res } = exchange('auth.session=sealed; other=1');
    expect(oneCookiePerName(req, res).read('auth.session')).toBe('sealed');
  });
});
