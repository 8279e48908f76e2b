import type { NextApiRequest, NextApiResponse } from 'next';
import { myCalendar } from '@/features/teacher/programmes/my-calendar.server';
import { nodeSession } from '@/server/auth/session';
import { createContextInner, SESSION_ENDED_HEADER } from '@/server/context';
import { env } from '@/server/env';
import { clientKeyOf } from '@/server/rate-limit';
import { createUpstream, type Upstream } from '@/server/upstream';

/**
 * GET /api/min-profil/kalender: "Tilføj alle mine arrangementer til min kalender" as a plain link. The session
 * is checked here (a teacher only: 401 without one, 403 for an administrator), the sign-ups come through the
 * typed API, and the answer is one text/calendar file.
 */

let upstream: Upstream | undefined;
const clients = () => (upstream ??= createUpstream());

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ error: 'Kun GET' });
    return;
  }
  const ctx = createContextInner({
    session: await nodeSession(req, res),
    upstream: clients(),
    clientKey: clientKeyOf(req),
    onSessionEnded: () => res.setHeader(SESSION_ENDED_HEADER, '1'),
  });
  const answer = await myCalendar(ctx, env().SITE_URL);
  res.setHeader('content-type', answer.contentType);
  res.setHeader('cache-control', 'private, no-store');
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).send(req.method === 'HEAD' ? '' : answer.body);
}
