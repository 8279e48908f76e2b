import { describe, expect, it } from 'vitest';
import { normaliseError } from '@/pages/_error';

describe('error screen', () => {
  it('defaults to status 500 with a Danish message, never the raw internal message', () => {
    expect(normaliseError(new Error('TypeError: x is undefined'))).toEqual({
      statusCode: 500,
      message: 'Der opstod en fejl. Prøv igen om lidt.',
    });
  });

  it("keeps an error's own status code, and its message for client errors", () => {
    const notAllowed = Object.assign(new Error('Adgang nægtet'), { statusCode: 403 });
    expect(normaliseError(notAllowed)).toEqual({ statusCode: 403, message: 'Adgang nægtet' });
    const unavailable = Object.assign(new Error('x'), { statusCode: 503 });
    expect(normaliseError(unavailable).message).toBe('Siden kan ikke vises lige nu. Prøv igen om lidt.');
  });

  it("uses the spec's text for 404", () => {
    expect(normaliseError(null, 404)).toEqual({ statusCode: 404, message: 'This page could not be found' });
  });
});
