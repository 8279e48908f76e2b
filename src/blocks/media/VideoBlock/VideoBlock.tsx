import { blockAnchorId } from '@/lib/routes';
import { Image as CdnImage } from '@/components/Image/Image';
import { VIDEO_ATTRIBUTE, VIDEO_TITLE_ATTRIBUTE } from '@/lib/static-actions';
import type { BlockProps } from '../../types';
import { nonEmpty } from '../../fields';
import styles from './VideoBlock.module.css';

/**
 * `videoBlock`: a poster from the site's own image CDN and a play button. Nothing is requested from the
 * video host until the person presses play; the video modal (ModalRoot) then embeds it. The block comes as HTML
 * (docs/decisions/0009): the button names its video, and the page's listener for static parts opens the modal
 * (src/lib/client/static-behaviour.ts).
 */
export function VideoBlock({ block, index }: BlockProps<'videoBlock'>) {
  const videoId = nonEmpty(block.Content.VideoId);
  if (!videoId) return null;
  const title = nonEmpty(block.Content.Title) ?? nonEmpty(block.Content.Headline) ?? 'Video';
  const headline = nonEmpty(block.Content.Headline);
  const text = nonEmpty(block.Content.Text);
  const poster = block.Content.Image ?? null;
  return (
    <section className={`container ${styles.block}`} id={blockAnchorId(block.Content.AnchorId)}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
      <div className={styles.player}>
        {poster ? (
          <CdnImage
            media={poster}
            sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)"
            aspect={16 / 9}
            priority={index === 0}
            decorative
            className={styles.poster}
          />
        ) : null}
        <button
          type="button"
          className={styles.play}
          aria-label={`Afspil video: ${title}`}
          {...{ [VIDEO_ATTRIBUTE]: videoId, [VIDEO_TITLE_ATTRIBUTE]: title }}
        >
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles.label}>Afspil video</span>
        </button>
      </div>
      <p className={styles.title}>{title}</p>
    </section>
  );
}
