/**
 * The bare reference page of the benchmarks: server-rendered on each request like the site's pages, with
 * HTML of a similar size, but no data fetching, no session, no layout and no client code of its own.
 */
const PARAGRAPH =
  'Iværksætteri i skolen handler om at give elever mod og evner til at skabe værdi for andre. ' +
  'Eleverne arbejder med rigtige problemer fra lokalsamfundet, udvikler idéer, bygger prototyper og ' +
  'fremlægger deres løsninger for et publikum. Lærerne får materialer, forløb og sparring undervejs. ';

export function getServerSideProps() {
  return { props: { paragraphs: Number(process.env.REFERENCE_PARAGRAPHS ?? 24) } };
}

export default function Reference({ paragraphs }) {
  return (
    <main>
      <h1>Referenceside</h1>
      {Array.from({ length: paragraphs }, (_, i) => (
        <section key={i}>
          <h2>Afsnit {i + 1}</h2>
          <p>{PARAGRAPH}</p>
        </section>
      ))}
    </main>
  );
}
