import { useRef } from 'react';
import { Dialog } from '@/components/Dialog/Dialog';
import { modals, videoEmbedUrl, type VideoModalState } from '@/lib/client/modals';
import styles from './Modals.module.css';

/** SPEC section 9: focus moves into the video modal 500 ms after it opens. */
export const VIDEO_FOCUS_DELAY_MS = 500;

/**
 * Plays one video through youtube-nocookie.com; it starts by itself, as the person just pressed play.
 * Mounted only while a video id is held, so the iframe (and every request to the video host) starts when
 * the person asks and ends when the modal closes.
 */
export function VideoModal({ video }: { video: VideoModalState }) {
  const player = useRef<HTMLDivElement>(null);
  const src = videoEmbedUrl(video.id);
  return (
    <Dialog
      open
      title={video.title}
      onClose={modals.closeVideo}
      initialFocus={() => player.current}
      focusDelayMs={VIDEO_FOCUS_DELAY_MS}
      className={styles.video}
    >
      {src ? (
        // Focus goes to the player's frame in this document, not into the cross-origin iframe: keys pressed
        // inside the iframe never reach the page, so Escape would stop closing the modal. Tab enters the player.
        <div
          ref={player}
          className={styles.frame}
          tabIndex={-1}
          role="group"
          aria-label={`Videoafspiller: ${video.title}`}
        >
          <iframe
            src={src}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p role="alert">Videoen kan ikke afspilles.</p>
      )}
    </Dialog>
  );
}
