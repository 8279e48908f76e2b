import Head from 'next/head';

/** The tab title pattern '<page title> - <foundation name>'. */
export function pageTitle(title: string | null | undefined, siteName: string | null | undefined): string {
  const site = siteName || 'Fonden for Iværksætteri i Skolen';
  return title ? `${title} - ${site}` : site;
}

export function PageTitle({
  title,
  siteName,
}: {
  title: string | null | undefined;
  siteName: string | null | undefined;
}) {
  return (
    <Head>
      <title>{pageTitle(title, siteName)}</title>
    </Head>
  );
}
