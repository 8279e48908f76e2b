import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { MockContext } from '../context';
import { authenticate, DEMO_ACCOUNTS, findPersonByEmail } from './accounts';
import { loginPage, messagePage, type DemoAccount } from './pages';

// A login form holds two short fields; anything bigger is not a person typing.
const MAX_FORM_BYTES = 16 * 1024;

class FormTooLarge extends Error {}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The page embeds the login form: never inside someone else's frame.
    'x-frame-options': 'DENY',
    // No form-action: browsers apply it to the redirects after the POST, which end on the site's origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

const demoAccounts = (ctx: MockContext): DemoAccount[] =>
  DEMO_ACCOUNTS.flatMap(({ email, label }) => {
    const person = findPersonByEmail(ctx, email);
    return person ? [{ label, email: person.email, password: person.password }] : [];
  });

const expiredPage = () =>
  messagePage(
    'Login-siden er udløbet',
    'Din login-session er udløbet eller findes ikke. Gå tilbage til siden, og log ind igen.',
  );

/**
 * The login interaction at /idp/interaction/:uid: GET shows the Danish login form, POST checks the e-mail and
 * password against the seeded people and hands the result back to oidc-provider, which goes on to the client.
 */
export function createInteractionHandler(ctx: MockContext, provider: Provider) {
  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<void> {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      sendHtml(res, 400, expiredPage());
      return;
    }
    if (interaction.uid !== uid) {
      sendHtml(res, 400, expiredPage());
      return;
    }

    if (interaction.prompt.name !== 'login') {
      // loadExistingGrant grants the first-party client everything, so consent is never asked; if oidc-provider
      // still asks, answer for the person instead of showing a screen the real site never shows.
      ctx.log.warn(
        { prompt: interaction.prompt.name, reasons: interaction.prompt.reasons },
        'idp unexpected prompt',
      );
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
      return;
    }

    const action = new URL(req.url ?? '/', ctx.origin).pathname;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const hint = interaction.params.login_hint;
      const email = typeof hint === 'string' ? hint : '';
      sendHtml(res, 200, loginPage({ action, email, demoAccounts: demoAccounts(ctx) }));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }

    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormTooLarge)) throw error;
      res.writeHead(413);
      res.end();
      return;
    }
    const email = (form.get('email') ?? '').trim();
    const person = authenticate(ctx, email, form.get('password') ?? '');
    if (!person) {
      ctx.log.info('idp login failed');
      sendHtml(res, 401, loginPage({ action, email, failed: true, demoAccounts: demoAccounts(ctx) }));
      return;
    }
    ctx.log.info({ userId: person.userId, role: person.role }, 'idp login');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.userId, remember: true } },
      { mergeWithLastSubmission: false },
    );
  };
}
