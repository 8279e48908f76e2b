import Head from 'next/head';
import { useId } from 'react';
import { AppLink } from '@/components/AppLink/AppLink';
import { PATHS } from '@/lib/routes';
import styles from './NotFound.module.css';

/**
 * Unknown route (SPEC section 8): status 404 and the spec's text, then a way on: a Danish explanation and a
 * search box. Inside the site's layout (`framed`) it is the page's content, under the header's menu and search
 * and above the footer; without the site's data (a teacher or admin path, or the CMS down) it is its own <main>.
 */
export function NotFound({ framed }: { framed: boolean }) {
  const searchId = useId();
  const content = (
    <div className={`container ${styles.page}`}>
      <Head>
        <title>404: This page could not be found</title>
      </Head>
      <h1>404</h1>
      <p lang="en" className={styles.spec}>
        This page could not be found
      </p>
      <p>
        Siden findes ikke. <AppLink href="/">Gå til forsiden</AppLink>
      </p>
      <p>
        Adressen kan være skrevet forkert, eller siden kan være flyttet eller fjernet. Brug menuen, eller søg
        efter det, du leder efter:
      </p>
      <form
        role="search"
        action={PATHS.search}
        method="get"
        className={styles.search}
        aria-labelledby={`${searchId}-label`}
      >
        <label id={`${searchId}-label`} htmlFor={searchId}>
          Søg på hjemmesiden
        </label>
        <span className={styles.row}>
          <input id={searchId} type="search" name="query" autoComplete="off" enterKeyHint="search" />
          <button type="submit" className="button">
            Søg
          </button>
        </span>
      </form>
    </div>
  );
  return framed ? (
    content
  ) : (
    <main id="main" tabIndex={-1}>
      {content}
    </main>
  );
}
