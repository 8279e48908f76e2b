import type { CSSProperties, ReactNode } from 'react';
import styles from './Section.module.css';

export { styles as sectionStyles };

/**
 * The frame of every content block: a `<section>` with the block's AnchorId as its id (the in-page navigation
 * links to it) and named by its headline (`aria-labelledby`) when it has one.
 */
export function Section({
  anchorId,
  labelledBy,
  className,
  style,
  theme,
  children,
}: {
  anchorId?: string;
  labelledBy?: string;
  className?: string;
  style?: CSSProperties;
  /** The resolved theme name, as data-theme (for styling and tests). */
  theme?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={anchorId}
      aria-labelledby={labelledBy}
      className={[styles.section, className].filter(Boolean).join(' ')}
      style={style}
      data-theme={theme}
    >
      {children}
    </section>
  );
}

/** The block's own heading, which names its section (the `labelledBy` id); nothing when it has no headline. */
export function SectionHeadline({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <h2 id={id} className={styles.headline}>
      {text}
    </h2>
  ) : null;
}
