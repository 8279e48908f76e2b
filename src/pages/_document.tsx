import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';

/**
 * The served HTML. Every script carries this response's nonce (the proxy put it in the request's policy; Next
 * hands it here). The CMS's header scripts are added in the browser once it knows who is looking
 * (src/components/HeaderScripts/HeaderScripts.tsx), so this HTML is the same for every visitor.
 */
export default function Document(props: DocumentProps) {
  const { nonce } = props;
  return (
    <Html lang="da-DK">
      <Head nonce={nonce} />
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}
