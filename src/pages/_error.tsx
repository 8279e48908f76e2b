import type { NextPageContext } from 'next';
import Head from 'next/head';

interface Props {
  statusCode: number;
  message: string;
}

/** Every other error, normalised to a status code (500 by default) and a message (SPEC section 8). */
export default function ErrorScreen({ statusCode, message }: Props) {
  return (
    <main id="main" className="container" style={{ paddingBlock: '4rem' }}>
      <Head>
        <title>{`${statusCode}: ${message}`}</title>
      </Head>
      <h1>{statusCode}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Gå til forsiden</a>
      </p>
    </main>
  );
}

ErrorScreen.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const fromError = err && 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : undefined;
  const statusCode = fromError ?? res?.statusCode ?? 500;
  const message =
    statusCode === 404
      ? 'This page could not be found'
      : err?.message && statusCode < 500
        ? err.message
        : statusCode === 503
          ? 'Siden kan ikke vises lige nu. Prøv igen om lidt.'
          : 'Der opstod en fejl. Prøv igen om lidt.';
  if (res && fromError) res.statusCode = fromError;
  return { statusCode, message };
};
