import Head from 'next/head';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import type { MyPageProps } from '@/server/loaders/navigation';
import styles from './AreaScreen.module.css';

/** The frame of a teacher or admin screen: its title (also the tab title) and its content. */
export function AreaScreen({
  site,
  title,
  intro,
  children,
}: {
  site: MyPageProps;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} siteName={site.global?.SiteName} />
      <Head>
        {/* The screen's intro doubles as its description (the tab's page has no CMS page of its own). */}
        <meta name="description" content={intro} />
      </Head>
      <h1 className={styles.title}>{title}</h1>
      <p>{intro}</p>
      <div className={styles.content}>{children}</div>
    </>
  );
}
