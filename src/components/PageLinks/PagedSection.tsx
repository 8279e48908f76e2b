import type { ReactNode } from 'react';
import { PageLinks } from './PageLinks';

/**
 * One list of a public overview that the server sends a page at a time (upcoming and past events, open and
 * closed grants): its heading (the section's name and the page links' anchor), an optional intro, the list, and
 * the links to the list's other pages.
 */
export function PagedSection({
  id,
  title,
  intro,
  pageLabel,
  param,
  list,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: string | null;
  /** The page links' name: "Sider med …". */
  pageLabel: string;
  /** The page number's query parameter. */
  param: string;
  list: { page: number; pages: number };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      {children}
      <PageLinks label={pageLabel} param={param} page={list.page} pages={list.pages} anchor={id} />
    </section>
  );
}
