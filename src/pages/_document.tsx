import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { headerScriptProps, headerScriptsAllowedOn, isHeaderScript } from '@/lib/header-scripts';
import type { HeaderScript } from '@/server/loaders/scripts';

/** The page's header scripts (SiteProps.headerScripts, from the CMS's GetScripts), as the server rendered them. */
function headerScriptsOf(props: DocumentProps): HeaderScript[] {
  if (!headerScriptsAllowedOn(props.__NEXT_DATA__.page)) return [];
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
 * Every script carries this response's nonce (the proxy put it in the request's policy; Next hands it here).
 */
export default function Document(props: DocumentProps) {
  const { nonce } = props;
  const scripts = headerScriptsOf(props);
  return (
    <Html lang="da-DK">
      <Head nonce={nonce}>
        {scripts.map((script, index) =>
          script.src ? (
            // An administrator's script, placed as configured (async or defer only when they said so).
            <script key={script.id ?? `header-script-${index}`} {...headerScriptProps(script, nonce)} />
          ) : (
            <script
              key={script.id ?? `header-script-${index}`}
              {...headerScriptProps(script, nonce)}
              dangerouslySetInnerHTML={{ __html: inline(script.code) }}
            />
          ),
        )}
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
