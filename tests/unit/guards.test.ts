import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkMutation } from '@/server/guards';
import { localEnv } from '../../scripts/local-env.mjs';

// The site as `npm start` runs it: http://localhost:3000.
beforeAll(() => {
  for (const [key, value] of Object.entries(localEnv({ port: 3000, mockPort: 4010 }))) vi.stubEnv(key, value);
});

const request = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;
const json = { 'content-type': 'application/json', host: 'localhost:3000' };
const refusedAsForeign = { status: 403, message: 'Forespørgslen kommer fra et andet website og er afvist.' };

describe('checkMutation', () => {
  it('lets a same-origin JSON request through', () => {
    expect(
      checkMutation(request({ ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), {
        requireJson: true,
      }),
    ).toBeNull();
  });

  it('accepts a JSON content type with a charset', () => {
    const req = request({
      ...json,
      'content-type': 'Application/JSON; charset=utf-8',
      origin: 'http://localhost:3000',
    });
    expect(checkMutation(req, { requireJson: true })).toBeNull();
  });

  it('lets a request without Origin through (same-origin clients and server-side callers)', () => {
    expect(checkMutation(request(json), { requireJson: true })).toBeNull();
  });

  it("accepts the Origin of the Host the request came to, over http or https (a proxy's public name)", () => {
    expect(
      checkMutation(request({ ...json, host: 'www.fonden.dk', origin: 'https://www.fonden.dk' }), {
        requireJson: true,
      }),
    ).toBeNull();
    expect(
      checkMutation(request({ ...json, host: 'www.fonden.dk', origin: 'http://www.fonden.dk' }), {
        requireJson: true,
      }),
    ).toBeNull();
  });

  describe('Authorization', () => {
    it('refuses a foreign Origin with 403', () => {
      expect(
        checkMutation(request({ ...json, origin: 'https://evil.example' }), { requireJson: true }),
      ).toEqual(refusedAsForeign);
    });

    it('refuses a look-alike Origin on another port with 403', () => {
      expect(
        checkMutation(request({ ...json, origin: 'http://localhost:3001' }), { requireJson: true }),
      ).toEqual(refusedAsForeign);
    });

    it('refuses Sec-Fetch-Site: cross-site with 403, even without an Origin', () => {
      expect(
        checkMutation(request({ ...json, 'sec-fetch-site': 'cross-site' }), { requireJson: true }),
      ).toEqual(refusedAsForeign);
    });

    it('refuses a foreign Origin even where no JSON is required', () => {
      expect(checkMutation(request({ origin: 'https://evil.example' }), { requireJson: false })).toEqual(
        refusedAsForeign,
      );
    });
  });

  describe('Errors', () => {
    it('refuses a text/plain body with 415 (the simple cross-site form post)', () => {
      const req = request({ ...json, 'content-type': 'text/plain', origin: 'http://localhost:3000' });
      expect(checkMutation(req, { requireJson: true })).toEqual({
        status: 415,
        message: 'Forespørgslen skal sendes som JSON.',
      });
    });

    it('refuses a form-encoded body and a missing content type with 415', () => {
      expect(
        checkMutation(request({ ...json, 'content-type': 'application/x-www-form-urlencoded' }), {
          requireJson: true,
        })?.status,
      ).toBe(415);
      expect(checkMutation(request({ host: 'localhost:3000' }), { requireJson: true })?.status).toBe(415);
    });
  });

  describe('Edge cases', () => {
    it('lets a same-site request that needs no JSON body through, whatever its content type', () => {
      const req = request({
        'content-type': 'text/plain',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      });
      expect(checkMutation(req, { requireJson: false })).toBeNull();
    });
  });
});
