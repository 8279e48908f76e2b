import Router from 'next/router';
import type { MouseEvent } from 'react';
import { inAppHref } from '@/lib/client/in-app-navigation';
import styles from './RichText.module.css';

/**
 * Rich text that the server has already sanitised and rewritten (src/server/content/rich-text.ts).
 * Internal links navigate inside the app; with Cmd/Ctrl (or a middle click) the browser opens a new tab.
 * `mode` picks the typography of the editor the text was written in (RichText.module.css); 'new' by default.
 */
export function RichText({
  html,
  className,
  mode = 'new',
}: {
  html: string;
  className?: string;
  mode?: 'new' | 'old';
}) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor ? inAppHref(event, anchor) : null;
    if (!href) return;
    event.preventDefault();
    void Router.push(href);
  };
  const classes = [styles.root, mode === 'old' ? styles.old : styles.new, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      data-rte-mode={mode}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
