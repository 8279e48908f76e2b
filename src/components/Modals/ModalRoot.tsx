import dynamic from 'next/dynamic';
import { useModals } from '@/lib/client/modals';

// Each modal's code (and its styles) is fetched when it first opens: none is in the server HTML, and the first
// load of a page does not carry them.
const ContentModal = dynamic(() => import('./ContentModal').then((m) => m.ContentModal), { ssr: false });
const VideoModal = dynamic(() => import('./VideoModal').then((m) => m.VideoModal), { ssr: false });
const ConfirmDialog = dynamic(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog), { ssr: false });

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
