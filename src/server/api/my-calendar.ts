import type { NextApiRequest, NextApiResponse } from 'next';
import { myCalendar } from '@/server/calendar/my-calendar';
import { contextFor } from '@/server/context';
import { env } from '@/server/env';

/**
 * GET /api/min-profil/kalender: "Tilføj alle mine arrangementer til min kalender" as a plain link. The session
 * is checked here (a teacher only: 401 without one, 403 for an administrator), the sign-ups come through the
 * typed API, and the answer is one text/calendar file.
 */

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ error: 'Kun GET' });
    return;
  }
  const ctx = await contextFor(req, res);
  const answer = await myCalendar(ctx, env().SITE_URL);
  res.setHeader('content-type', answer.contentType);
  res.setHeader('cache-control', 'private, no-store');
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).send(req.method === 'HEAD' ? '' : answer.body);
}
