/**
 * First-HTML bytes of every admin and teacher screen (and the public listings), each in its heaviest URL state,
 * in the stand-in's worlds: `foundation` (MOCK_SCALE=foundation) and `demo+N` (the demo world with
 * MOCK_EXTRA_USERS=N generated teachers, the world decision 11's "before" figures were measured in).
 * Fails when a screen answers other than 200, or is over 150 KB at foundation size (the scale bench's target).
 * Run: npm run bench -- first-html                       (both: foundation and demo+30000)
 *      BENCH_WORLDS=demo+30000 npm run bench -- first-html
 * Results in bench/results/first-html.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';
import { ensureBuild, startSite } from './lib/site-server';

const SITE_PORT = 3710;
const MOCK_PORT = 4710;
const LIMIT_KB = 150;
const WORLDS = (process.env.BENCH_WORLDS ?? 'foundation,demo+30000').split(',').map((w) => w.trim());

const screens = (teacher: string): Record<string, Record<string, string>> => ({
  admin: {
    'brugere-og-institutioner': '/admin/brugere-og-institutioner/',
    // Every generated and demo teacher has an address at example.dk.
    'brugere-og-institutioner?sog=example': '/admin/brugere-og-institutioner/?sog=example',
    'brugere-og-institutioner?sog=sen': '/admin/brugere-og-institutioner/?sog=sen',
    // Every teacher MOCK_EXTRA_USERS generates has an address at generet.example.dk.
    'brugere-og-institutioner?sog=generet': '/admin/brugere-og-institutioner/?sog=generet',
    'brugere-og-institutioner?inst.sort=users':
      '/admin/brugere-og-institutioner/?inst.sort=users&inst.dir=desc',
    oversigt: '/admin/oversigt/',
    events: '/admin/events/?ev.when=alle',
    'bruger-information': `/admin/bruger-information/?email=${encodeURIComponent(teacher)}`,
    undervisningsmaterialer: '/admin/undervisningsmaterialer/',
  },
  teacher: {
    'min-profil': '/min-profil/',
    'min-oversigt': '/min-profil/min-oversigt/',
    'event-og-programmer': '/min-profil/event-og-programmer/',
    undervisningsmaterialer: '/min-profil/undervisningsmaterialer/',
    konto: '/min-profil/konto/',
  },
  public: {
    arrangementer: '/arrangementer/',
    nyheder: '/nyheder/',
    legater: '/legater/',
    'soge-resultater': '/soge-resultater/?query=skole',
  },
});

ensureBuild('.');
const results: Record<string, number> = {};
let failed = 0;
for (const world of WORLDS) {
  const foundation = world === 'foundation';
  const extraUsers = Number(world.match(/^demo\+(\d+)$/)?.[1] ?? 0);
  // The worst-case teacher of the foundation world; the demo's teacher otherwise.
  const teacher: [string, string] = foundation
    ? ['stor@example.dk', 'Stor123!']
    : ['laerer@example.dk', 'Laerer123!'];
  console.log(`\n# world: ${world}`);
  const site = await startSite({
    port: SITE_PORT,
    mockPort: MOCK_PORT,
    mockConfig: foundation ? { scale: 'foundation' } : { scale: 'demo', extraUsers },
  });
  try {
    const cookies: Record<string, string> = {
      admin: `${SESSION_COOKIE}=${await signInOverHttp(site.url, 'admin@example.dk', 'Admin123!')}`,
      teacher: `${SESSION_COOKIE}=${await signInOverHttp(site.url, ...teacher)}`,
    };
    for (const [area, paths] of Object.entries(screens(teacher[0]))) {
      const headers: Record<string, string> = cookies[area] ? { cookie: cookies[area] } : {};
      for (const [name, path] of Object.entries(paths)) {
        const response = await fetch(`${site.url}${path}`, { headers, redirect: 'manual' });
        const bytes = (await response.arrayBuffer()).byteLength;
        const bad = response.status !== 200 || (foundation && bytes > LIMIT_KB * 1024);
        if (bad) failed += 1;
        results[`first_html_bytes{world="${world}",screen="${area}/${name}"}`] = bytes;
        console.log(
          `${bad ? 'FAIL' : 'ok  '} ${area}/${name}: ${bytes.toLocaleString('en')} bytes (HTTP ${response.status})`,
        );
      }
    }
  } finally {
    await site.stop();
  }
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/first-html.json',
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log(`\nfirst-html: ${failed ? `${failed} FAIL` : 'every screen PASS'}`);
if (failed) process.exitCode = 1;
