/**
 * First-HTML bytes of every admin and teacher screen (and the public listings) in one world of the stand-in,
 * each in its heaviest URL state: the figures of docs/decisions/0011's table. The world is the stand-in's own
 * settings: MOCK_SCALE=foundation, or the demo with MOCK_EXTRA_USERS generated teachers.
 * Fails when a screen answers other than 200, or (at foundation size) is over 150 KB, the scale bench's target.
 * Run: MOCK_SCALE=foundation npm run bench -- first-html
 *      MOCK_EXTRA_USERS=30000 npm run bench -- first-html
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { SESSION_COOKIE, signInOverHttp } from '../tests/support/http-sign-in';
import { ensureBuild, startSite } from './lib/site-server';

const SITE_PORT = 3710;
const MOCK_PORT = 4710;
const LIMIT_KB = 150;
const scale = process.env.MOCK_SCALE === 'foundation' ? 'foundation' : 'demo';
const extraUsers = Number(process.env.MOCK_EXTRA_USERS ?? 0);
const world = scale === 'foundation' ? 'foundation' : extraUsers ? `demo+${extraUsers}` : 'demo';
// The worst-case teacher of the foundation world; the demo's teacher otherwise.
const teacher: [string, string] =
  scale === 'foundation' ? ['stor@example.dk', 'Stor123!'] : ['laerer@example.dk', 'Laerer123!'];

const SCREENS: Record<string, Record<string, string>> = {
  admin: {
    'brugere-og-institutioner': '/admin/brugere-og-institutioner/',
    // Every generated and demo teacher has an address at example.dk.
    'brugere-og-institutioner?sog=example': '/admin/brugere-og-institutioner/?sog=example',
    'brugere-og-institutioner?sog=sen': '/admin/brugere-og-institutioner/?sog=sen',
    'brugere-og-institutioner?inst.sort=users':
      '/admin/brugere-og-institutioner/?inst.sort=users&inst.dir=desc',
    oversigt: '/admin/oversigt/',
    events: '/admin/events/?ev.when=alle',
    'bruger-information': `/admin/bruger-information/?email=${encodeURIComponent(teacher[0])}`,
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
};

ensureBuild('.');
const site = await startSite({
  port: SITE_PORT,
  mockPort: MOCK_PORT,
  mockConfig: { scale, ...(extraUsers ? { extraUsers } : {}) },
});
const results: Record<string, number> = {};
let failed = 0;
try {
  const cookies: Record<string, string> = {
    admin: `${SESSION_COOKIE}=${await signInOverHttp(site.url, 'admin@example.dk', 'Admin123!')}`,
    teacher: `${SESSION_COOKIE}=${await signInOverHttp(site.url, ...teacher)}`,
  };
  for (const [area, screens] of Object.entries(SCREENS)) {
    const headers: Record<string, string> = cookies[area] ? { cookie: cookies[area] } : {};
    for (const [name, path] of Object.entries(screens)) {
      const response = await fetch(`${site.url}${path}`, { headers, redirect: 'manual' });
      const bytes = (await response.arrayBuffer()).byteLength;
      const over = scale === 'foundation' && bytes > LIMIT_KB * 1024;
      const bad = response.status !== 200 || over;
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
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/first-html-${world}.json`,
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
if (failed) process.exitCode = 1;
