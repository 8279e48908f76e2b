import type { ComponentType } from 'react';
import styles from './Modals.module.css';

/** What a content-modal view gets: the properties it was opened with, and a way to close the modal. */
export interface ContentModalViewProps {
  props: Readonly<Record<string, unknown>>;
  close: () => void;
}

export type ContentModalView = ComponentType<ContentModalViewProps>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Plain text (`props.text`), paragraphs split on blank lines, with an optional close button (`props.closeText`). */
function TextView({ props, close }: ContentModalViewProps) {
  const paragraphs = text(props.text)
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const closeText = text(props.closeText);
  return (
    <div className={styles.content}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {closeText ? (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={close}>
            {closeText}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The views the content modal can show, by name: `openContentModal({ view: 'text', title, props })`.
 * Add a view here (or call registerContentModalView from the feature that owns it).
 */
export const contentModalViews: Record<string, ContentModalView> = {
  text: TextView,
};

export function registerContentModalView(name: string, view: ContentModalView) {
  contentModalViews[name] = view;
}
