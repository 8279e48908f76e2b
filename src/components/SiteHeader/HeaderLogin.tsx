import Router from 'next/router';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { onPageChange } from '@/lib/client/page-change';
import { dictionaryText } from '@/lib/dictionary';
import { LOGIN_SLOT_ATTRIBUTE } from '@/lib/header-dom';
import type { ViewerState } from '@/lib/client/viewer-state';
import type { Global } from '@/server/upstream/cms-schemas';
import { ContentLoginModal } from './ContentLoginModal';
import { LoginButton } from './LoginButton';

/** The login button's slot in the header the page shows; none on the server and while hydrating. */
const findSlot = () => document.querySelector(`[data-site-header] [${LOGIN_SLOT_ATTRIBUTE}]`);
/** The header's HTML is drawn again only with a page (a new version of the site-wide data): look again then. */
const subscribe = (changed: () => void) => onPageChange(Router.events, changed);

/**
 * What of the header stays a React island (docs/decisions/0042): the login button, which depends on who is
 * looking and opens its dialog, drawn into the slot of the server-drawn header; and the gated-content login modal,
 * which listens for its signal. The slot is looked up after hydration (the button is drawn only once the viewer is
 * known, which is later still), and again after each page change, which may have drawn a new version of the
 * header's HTML (KeptStaticHtml).
 */
export function HeaderLogin({ global, viewer }: { global: Global | null; viewer: ViewerState }) {
  const slot = useSyncExternalStore(subscribe, findSlot, () => null);
  return (
    <>
      {slot
        ? createPortal(
            <LoginButton
              viewer={viewer}
              modalInformation={global?.MyPageSettings.ModalInformation ?? ''}
              ariaLabel={dictionaryText(global?.Dictionaries, 'Aria.Header.Login', null)}
            />,
            slot,
          )
        : null}
      <ContentLoginModal />
    </>
  );
}
