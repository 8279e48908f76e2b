/**
 * The stand-in search: query latency of the engine on 10,000 synthetic Danish documents (no HTTP), and the
 * stand-in's start-up time until its first search answers. Run: node_modules/.bin/tsx bench/mock-search.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import pino from 'pino';
import { SearchEngine } from '../prisma-free-mock/src/search/engine';
import type { SearchRecord } from '../prisma-free-mock/src/search/filters';
import { INDEX_DEFINITIONS } from '../prisma-free-mock/src/search/indices';
import { searchParamsSchema } from '../prisma-free-mock/src/search/params';
import { startMockServer } from '../prisma-free-mock/src/server';

const DOCUMENTS = 10_000;
const RUNS = 50;
const WARMUP = 5;
const STARTS = 5;

/** mulberry32: a tiny seeded generator, so every run indexes the same corpus. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Danish words a foundation's site uses; in the corpus they sit among filler words, by Zipf's law. */
const CONTENT_WORDS = (
  'elever lærer skole klasse undervisning forløb idé prototype pitch finale workshop webinar konference ' +
  'entreprenørskab iværksætteri innovation løsning løsninger problem kunde marked værdi samarbejde ' +
  'virksomhed kommune bæredygtighed grøn klima energi vand affald genbrug mad sundhed teknologi robot ' +
  'programmering app design værksted materiale guide opgave projekt gruppe hold dommer jury præmie ' +
  'legat støtte ansøgning frist beløb rejse ekskursion efteruddannelse forskning rapport resultat ' +
  'udskoling indskoling mellemtrin gymnasium erhvervsskole højskole ungdomsuddannelse forældre ' +
  'Aarhus Århus København Odense Aalborg Esbjerg Vejle Sønderborg Østergaard Nørrebro Bornholm ' +
  'første anden tredje hurtig sjov svær nemt vigtig stor lille mange få gode bedste nye gamle'
).split(/\s+/);
const STOP_WORDS = (
  'og i at det en til er som på de med for af der ikke den har vi et om men jeg kan skal fra var så ' +
  'når eller også deres hvor efter over alle mere kun'
).split(/\s+/);
// Filler words are built from Danish-looking syllables, so prefixes collide with real words about as rarely as
// they do in real text (a word list of compounds of a few syllables would make every prefix explode).
const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'st',
  'sk',
  'sp',
  'tr',
  'kr',
  'br',
  'fl',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'ø', 'å', 'ei', 'au'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'nd', 'ng', 'st', 'k', 'rt'];
const TYPES = ['article', 'eventPage', 'grantPage', 'contentPage', 'projectPage', 'materialsPage'];
const TAGS = [
  'Kickstart',
  'Innovationsugen',
  'Inspiration',
  'Elever',
  'Lærere',
  'Projekter',
  'Forskning',
  'Finale',
];
const VOCABULARY_SIZE = 8000;

/** Stop words first, the site's words spread over ranks 41–600, filler words for the long tail. */
function vocabulary(next: () => number): string[] {
  const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)] ?? '';
  const filler = new Set<string>();
  while (filler.size < VOCABULARY_SIZE) {
    const syllables = 2 + Math.floor(next() * 3);
    filler.add(Array.from({ length: syllables }, () => pick(ONSETS) + pick(VOWELS) + pick(CODAS)).join(''));
  }
  const words = [...STOP_WORDS, ...[...filler].filter((w) => !CONTENT_WORDS.includes(w))];
  CONTENT_WORDS.forEach((word, i) => words.splice(STOP_WORDS.length + i * 4, 0, word));
  return words.slice(0, VOCABULARY_SIZE);
}

function corpus(): SearchRecord[] {
  const next = random(20_250_101);
  const words = vocabulary(next);
  // Zipf (s = 1): the word of rank r is drawn with probability ∝ 1/r, through a cumulative table.
  const cumulative: number[] = [];
  words.reduce((sum, _w, r) => (cumulative[r] = sum + 1 / (r + 1)), 0);
  const total = cumulative[cumulative.length - 1] ?? 1;
  const draw = () => {
    const x = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < x) low = mid + 1;
      else high = mid;
    }
    return words[low] ?? '';
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sentence = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min)) }, draw).join(' ');
  return Array.from({ length: DOCUMENTS }, (_, i) => {
    const title = sentence(3, 8);
    return {
      objectID: `doc-${i}`,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      url: `/side-${i}/`,
      type: pick(TYPES),
      teaser: `${sentence(10, 20)}.`,
      text: `${sentence(80, 200)}.`,
      tags: [pick(TAGS), pick(TAGS)],
      publishedTimestamp: 1_700_000_000 + Math.floor(next() * 60_000_000),
    };
  });
}

/** What the site's search page sends: highlighting with InstantSearch's tags, snippets, facets. */
const QUERIES: { name: string; params: Record<string, unknown> }[] = [
  { name: 'elever', params: { query: 'elever' } },
  { name: 'grøn innovation', params: { query: 'grøn innovation' } },
  { name: 'iværk', params: { query: 'iværk' } },
  { name: 'entreprenorskb', params: { query: 'entreprenorskb' } },
  { name: 'losning aarhus', params: { query: 'losning aarhus' } },
  {
    name: 'skole +facetFilters',
    params: { query: 'skole', facetFilters: [['type:article', 'type:eventPage'], 'tags:Elever'] },
  },
  {
    name: '(empty) +facets',
    params: { query: '', facets: ['type', 'tags'], filters: 'NOT type:contentPage' },
  },
].map(({ name, params }) => ({
  name,
  params: {
    hitsPerPage: 20,
    facets: ['type', 'tags'],
    attributesToSnippet: ['text:20'],
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    ...params,
  },
}));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (n: number) => Math.round(n * 100) / 100;

async function startUp(): Promise<{ readyMs: number; firstSearchMs: number }> {
  const started = performance.now();
  const mock = await startMockServer({
    config: { port: 0, host: '127.0.0.1', controlEnabled: false },
    log: pino({ level: 'silent' }),
  });
  const readyMs = performance.now() - started;
  const response = await fetch(`${mock.origin}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': mock.config.searchAppId,
      'x-algolia-api-key': mock.config.searchApiKey,
    },
    body: JSON.stringify({ requests: [{ indexName: 'content', query: 'elever', facets: ['type'] }] }),
  });
  if (!response.ok) throw new Error(`The first search answered ${response.status}`);
  await response.arrayBuffer();
  const firstSearchMs = performance.now() - started;
  await mock.close();
  return { readyMs, firstSearchMs };
}

async function main(): Promise<void> {
  const figures: Record<string, number> = {};
  const report = (name: string, value: number) => {
    figures[name] = round(value);
    console.log(`${name} ${round(value)}`);
  };

  const records = corpus();
  const buildStarted = performance.now();
  const engine = new SearchEngine(records, INDEX_DEFINITIONS.content.settings);
  report('mock.search.index_build_ms{docs="10000"}', performance.now() - buildStarted);

  const parsedQueries = QUERIES.map(({ name, params }) => ({
    name,
    params: searchParamsSchema.parse(params),
  }));
  // Warm every query first, so the JIT and the garbage of the index build do not land on the first query's figures.
  for (let run = 0; run < WARMUP; run++) for (const { params } of parsedQueries) engine.search(params);
  for (const { name, params } of parsedQueries) {
    const times: number[] = [];
    let nbHits = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      nbHits = engine.search(params).nbHits;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    report(`mock.search.p50_ms{query="${name}"}`, percentile(times, 50));
    report(`mock.search.p95_ms{query="${name}"}`, percentile(times, 95));
    report(`mock.search.hits{query="${name}"}`, nbHits);
  }

  const starts: { readyMs: number; firstSearchMs: number }[] = [];
  for (let i = 0; i < STARTS; i++) starts.push(await startUp());
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  report('mock.startup.ready_ms{stat="median"}', median(starts.map((s) => s.readyMs)));
  report('mock.startup.first_search_ms{stat="median"}', median(starts.map((s) => s.firstSearchMs)));

  const worstP95 = Math.max(
    ...QUERIES.map(({ name }) => figures[`mock.search.p95_ms{query="${name}"}`] ?? 0),
  );
  report('mock.search.p95_ms{query="worst"}', worstP95);

  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/mock-search.json',
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, documents: DOCUMENTS, runs: RUNS, targetP95Ms: 10, figures }, null, 2)}\n`,
  );
  if (worstP95 > 10) console.log(`# p95 ${worstP95} ms is above the 10 ms target`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
