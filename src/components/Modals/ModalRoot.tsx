import { useModals } from '@/lib/client/modals';
import { ConfirmDialog } from './ConfirmDialog';
import { ContentModal } from './ContentModal';
import { VideoModal } from './VideoModal';

/**
 * The site-wide modals, mounted once in _app. Each is mounted only while open: nothing of them is in the
 * server HTML, and unmounting closes the native dialog and returns focus to where it was.
 * Keyed by content so that a new video or view opens a fresh dialog.
 */
export function ModalRoot() {
  const { video, content, confirm } = useModals();
  return (
    <>
      {content ? <ContentModal key={`${content.view}:${content.title}`} content={content} /> : null}
      {video ? <VideoModal key={video.id} video={video} /> : null}
      {confirm ? <ConfirmDialog confirm={confirm} /> : null}
    </>
  );
}
