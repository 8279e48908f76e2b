import { Dialog } from '@/components/Dialog/Dialog';
import { modals, type ContentModalState } from '@/lib/client/modals';
import { contentModalViews } from './content-views';

/**
 * Shows a chosen view with its properties. Closing returns focus (the Dialog does that) and, when a reload
 * was requested meanwhile, reloads the page (the store's rule).
 */
export function ContentModal({ content }: { content: ContentModalState }) {
  const View = Object.hasOwn(contentModalViews, content.view) ? contentModalViews[content.view] : undefined;
  return (
    <Dialog open title={content.title} onClose={modals.closeContent}>
      {View ? (
        <View props={content.props} close={modals.closeContent} />
      ) : (
        <p role="alert">Indholdet kan ikke vises.</p>
      )}
    </Dialog>
  );
}
