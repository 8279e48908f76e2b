import { FOUNDATION } from '../foundation';

/** Makes any text safe to put between tags or inside a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The one message for an unknown e-mail and a wrong password alike, so the page never reveals who has an account. */
export const LOGIN_FAILED_MESSAGE = 'Forkert e-mail eller adgangskode.';

// Colours from the site's palette (SPEC section 9): oxford-blue text and buttons on white (9.3:1), nutmeg error
// text on a pale red (8.9:1), dark text on sandwisp (12:1). Borders and focus rings keep at least 3:1.
const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem;
  background:#eff4f6;color:#1f2933;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:26rem;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 1px 4px rgba(60,75,94,.25)}
.brand{margin:0 0 .25rem;font-size:.875rem;font-weight:600;color:#3c4b5e;letter-spacing:.02em}
h1{margin:0 0 1.5rem;font-size:1.75rem;line-height:1.2;color:#3c4b5e}
h2{margin:0 0 .5rem;font-size:1rem}
.field{margin-bottom:1.25rem}
label{display:block;margin-bottom:.375rem;font-weight:600}
input{width:100%;padding:.625rem .75rem;font:inherit;color:inherit;border:1px solid #707070;border-radius:.25rem;background:#fff}
input[aria-invalid=true]{border-color:#b2473c;border-width:2px}
button{width:100%;padding:.75rem 1rem;font:inherit;font-weight:600;color:#fff;background:#3c4b5e;border:0;border-radius:.25rem;cursor:pointer}
button:hover{background:#2b3644}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #3c4b5e;outline-offset:2px}
.error{margin:0 0 1.25rem;padding:.75rem 1rem;border-left:4px solid #b2473c;background:#fbeceb;color:#7d2b28;font-weight:600}
.hint{margin-top:2rem;padding:1rem;border-radius:.25rem;background:#f2e5a2;font-size:.875rem}
.hint p{margin:0 0 .5rem}
ul{margin:0;padding:0;list-style:none}
li+li{margin-top:.5rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
details{margin-top:1rem;font-size:.875rem}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(FOUNDATION.name)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(FOUNDATION.name)}</p>
${body}
</main>
</body>
</html>`;
}

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

export interface LoginPageOptions {
  /** Where the form posts to (the interaction's own URL). */
  action: string;
  /** The e-mail to keep in the field, e.g. after a failed attempt. */
  email?: string;
  failed?: boolean;
  demoAccounts: readonly DemoAccount[];
}

export function loginPage({ action, email = '', failed = false, demoAccounts }: LoginPageOptions): string {
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = failed ? `<p class="error" id="login-error" role="alert">${LOGIN_FAILED_MESSAGE}</p>\n` : '';
  const accounts = demoAccounts
    .map(
      (a) =>
        `<li><strong>${escapeHtml(a.label)}:</strong> <code>${escapeHtml(a.email)}</code> / <code>${escapeHtml(a.password)}</code></li>`,
    )
    .join('\n');
  // Focus the field the person most likely has to fill in next.
  const focusEmail = email === '' ? ' autofocus' : '';
  const focusPassword = email === '' ? '' : ' autofocus';
  return page(
    'Log ind',
    `<h1>Log ind</h1>
${error}<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required spellcheck="false" value="${escapeHtml(email)}"${invalid}${focusEmail}>
</div>
<div class="field">
<label for="password">Adgangskode</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
</div>
<button type="submit">Log ind</button>
</form>
<section class="hint" aria-labelledby="demo-heading">
<h2 id="demo-heading">Demokonti</h2>
<p>Denne login-side hører til den lokale stand-in for udvikling og test. Brug en af disse konti (e-mail / adgangskode):</p>
<ul>
${accounts}
</ul>
</section>`,
  );
}

export function messagePage(heading: string, message: string, technical?: string): string {
  const details = technical
    ? `<details><summary>Tekniske detaljer</summary><p><code>${escapeHtml(technical)}</code></p></details>`
    : '';
  return page(heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>\n${details}`);
}

/**
 * The provider's logout form, made to submit itself at once so logging out needs no confirmation click (Auth0's
 * /v2/logout does not ask). `logout=yes` ends the whole IdP session; without JavaScript one button remains.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Log ud</button></noscript></form>',
  );
  return page(
    'Logger ud',
    `<h1>Logger ud …</h1>
<p>Du bliver logget ud og sendt videre.</p>
${form}
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

// Danish wording for the errors the provider renders itself (an unknown client, a bad redirect URI, ...).
const ERROR_MESSAGES: Record<string, string> = {
  invalid_request: 'Login-forespørgslen er ugyldig.',
  invalid_client: 'Applikationen, der bad om login, er ukendt.',
  invalid_redirect_uri: 'Adressen, der skulle sendes tilbage til, er ikke godkendt.',
  unauthorized_client: 'Applikationen må ikke bruge denne form for login.',
  unsupported_response_type: 'Login-forespørgslen bruger en form for login, der ikke understøttes.',
  invalid_scope: 'Login-forespørgslen beder om adgang, der ikke findes.',
  invalid_target: 'Login-forespørgslen beder om adgang til en ukendt tjeneste.',
  access_denied: 'Adgang blev nægtet.',
  session_not_found: 'Din login-session er udløbet eller findes ikke.',
  server_error: 'Der opstod en fejl i login-tjenesten.',
};

export function providerErrorPage(error: string, description?: string): string {
  const message = ERROR_MESSAGES[error] ?? 'Login kunne ikke gennemføres.';
  const technical = description ? `${error}: ${description}` : error;
  return messagePage(
    'Der opstod en fejl',
    `${message} Gå tilbage til siden, og prøv at logge ind igen.`,
    technical,
  );
}
