import { FOUNDATION } from './foundation';
import { startMockServer } from './server';

const started = performance.now();
const mock = await startMockServer();
const { origin, config } = mock;
const seconds = ((performance.now() - started) / 1000).toFixed(2);

const world =
  config.scale === 'foundation'
    ? (() => {
        const { product, seed, cms } = mock.store.state;
        const heap = Math.round(process.memoryUsage().heapUsed / 1_048_576);
        return [
          `  World: foundation (MOCK_SCALE=foundation): ${product.institutions.length} institutions, ${product.users.length} users, ${seed.events.length} events, ${product.downloads.length} downloads, ${cms.listPages().length} CMS pages; heap ${heap} MB`,
          '',
        ];
      })()
    : ['  World: demo (MOCK_SCALE=foundation for a foundation-sized one)', ''];

const banner = [
  '',
  `  Stand-in upstream for ${FOUNDATION.name} is ready on ${origin} (${seconds} s)`,
  '',
  ...world,
  `  Identity provider  ${origin}/idp        (discovery: ${origin}/idp/.well-known/openid-configuration)`,
  `  CMS                ${origin}/cms/api/${FOUNDATION.siteId}/`,
  `  Product API        ${origin}/product-api  (header Ocp-Apim-Subscription-Key: ${config.subscriptionKey})`,
  `  Search (Algolia)   ${origin}/1/indexes/*/queries  (app id ${config.searchAppId}, key ${config.searchApiKey})`,
  `  Image CDN          ${origin}/cdn/...`,
  config.controlEnabled
    ? `  Control API        ${origin}/__mock/reset, /__mock/faults, /__mock/cms/page`
    : '  Control API        off',
  '',
  '  Demo accounts:',
  '    lærer                laerer@example.dk / Laerer123!',
  '    admin                admin@example.dk  / Admin123!',
  '    lærer uden skole     ny@example.dk     / Nylaerer123!',
  '    ikke tilmeldt endnu  tilmeld@example.dk / Tilmeld123!',
  ...(config.scale === 'foundation' ? ['    lærer, største fald  stor@example.dk    / Stor123!'] : []),
  '',
].join('\n');
process.stdout.write(`${banner}\n`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  mock.log.info({ signal }, 'shutting down');
  mock.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
