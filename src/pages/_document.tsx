import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import type { HeaderScript } from '@/server/loaders/scripts';

const isHeaderScript = (value: unknown): value is HeaderScript => {
  if (!value || typeof value !== 'object') return false;
  const { id, src, code } = value as Record<string, unknown>;
  return (
    (id === null || typeof id === 'string') &&
    (src === null || typeof src === 'string') &&
    typeof code === 'string'
  );
};

/** The page's header scripts (SiteProps.headerScripts, from the CMS's GetScripts), as the server rendered them. */
function headerScriptsOf(props: DocumentProps): HeaderScript[] {
  const pageProps: unknown = (props.__NEXT_DATA__.props as { pageProps?: unknown } | undefined)?.pageProps;
  const scripts =
    pageProps && typeof pageProps === 'object'
      ? (pageProps as { headerScripts?: unknown }).headerScripts
      : undefined;
  return Array.isArray(scripts) ? scripts.filter(isHeaderScript) : [];
}

/** `</script` inside inline code would end the element early; the escaped form means the same to JavaScript. */
const inline = (code: string) => code.replace(/<\/script/gi, '<\\/script');

/**
 * The served HTML. The administrators' header scripts go into <head> here, on the server, so they run once on
 * the first load like any script in the page's HTML; client-side navigation keeps them and never repeats them.
 */
export default function Document(props: DocumentProps) {
  const scripts = headerScriptsOf(props);
  return (
    <Html lang="da-DK">
      <Head>
        {scripts.map((script, index) =>
          script.src ? (
            // eslint-disable-next-line @next/next/no-sync-scripts -- an administrator's script, placed as configured
            <script
              key={script.id ?? `header-script-${index}`}
              id={script.id ?? undefined}
              src={script.src}
            />
          ) : (
            <script
              key={script.id ?? `header-script-${index}`}
              id={script.id ?? undefined}
              dangerouslySetInnerHTML={{ __html: inline(script.code) }}
            />
          ),
        )}
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
