import Head from 'next/head';
import { AppLink } from '@/components/AppLink/AppLink';

/** Unknown route (SPEC section 8): status 404 and the spec's text. */
export default function NotFound() {
  return (
    <main id="main" className="container" style={{ paddingBlock: '4rem' }}>
      <Head>
        <title>404: This page could not be found</title>
      </Head>
      <h1>404</h1>
      <p>This page could not be found</p>
      <p lang="da">
        Siden findes ikke. <AppLink href="/">Gå til forsiden</AppLink>
      </p>
    </main>
  );
}
