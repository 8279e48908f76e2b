import { Head, Html, Main, NextScript } from 'next/document';

export default function Document() {
  return (
    <Html lang="da-DK">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
