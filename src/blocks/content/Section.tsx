import { useId, type CSSProperties, type ReactNode } from 'react';
import { blockAnchorId } from '@/lib/routes';
import { resolveTheme, themeStyle } from '@/lib/themes';
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

/**
 * A content block's section under its optional headline, which names it: the content in the page's container
 * (or the narrower reading measure), the block's theme named on the section and, on a band, drawn behind it.
 */
export function HeadedSection({
  anchorId,
  headline,
  narrow = false,
  theme,
  children,
}: {
  /** The block's AnchorId as the CMS sent it. */
  anchorId: unknown;
  headline: string | null;
  narrow?: boolean;
  theme?: { name: string | null | undefined; band: boolean };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section
      anchorId={blockAnchorId(anchorId)}
      labelledBy={headline ? headingId : undefined}
      className={theme?.band ? styles.themed : undefined}
      style={theme?.band ? themeStyle(theme.name) : undefined}
      theme={theme ? resolveTheme(theme.name) : undefined}
    >
      <div className={narrow ? `container ${styles.narrow}` : 'container'}>
        <SectionHeadline id={headingId} text={headline} />
        {children}
      </div>
    </Section>
  );
}
