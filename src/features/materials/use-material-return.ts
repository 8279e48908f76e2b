import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { modals } from '@/lib/client/modals';
import { onPageChangeStart } from '@/lib/client/page-change';
import { MATERIAL_DOWNLOAD_PARAM } from '@/lib/routes';
import type { MaterialReturn } from './MaterialGet';

/**
 * What this page came back for, per page id: read once in the browser, then kept while the page is shown. A
 * page change forgets it, so a later visit in this tab (a client-side navigation back, say from the sign-up on
 * Min profil) reads its address afresh.
 */
const found = new Map<string, MaterialReturn | null>();

function readReturn(pageId: string): MaterialReturn | null {
  if (found.has(pageId)) return found.get(pageId) ?? null;
  const returned = modals.takeContentModalReturn(pageId);
  const materialId = new URL(window.location.href).searchParams.get(MATERIAL_DOWNLOAD_PARAM);
  const result: MaterialReturn | null =
    returned && typeof returned.materialId === 'string'
      ? { materialId: returned.materialId, reason: 'unlocked' }
      : materialId
        ? { materialId, reason: 'sign-in' }
        : null;
  found.set(pageId, result);
  return result;
}

const noSubscription = () => () => undefined;

/** The return was acted on: a later visit to the page in this tab (a client-side navigation) starts afresh. */
export function forgetMaterialReturn(pageId: string): void {
  found.set(pageId, null);
}

/**
 * Whether this page load came back to one of its materials: after the content modal unlocked it (its
 * contentModalReturnData, kept across the reload for this page) or after signing in (`?hent=` in the way back,
 * which is then taken out of the address so a reload does not download again). Nothing on the server.
 */
export function useMaterialReturn(pageId: string): MaterialReturn | null {
  const router = useRouter();
  const result = useSyncExternalStore(
    noSubscription,
    () => readReturn(pageId),
    () => null,
  );
  useEffect(() => onPageChangeStart(router.events, () => found.clear()), [router.events]);
  const signIn = result?.reason === 'sign-in';
  useEffect(() => {
    if (!signIn) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(MATERIAL_DOWNLOAD_PARAM)) return;
    url.searchParams.delete(MATERIAL_DOWNLOAD_PARAM);
    void router.replace(`${url.pathname}${url.search}${url.hash}`, undefined, {
      shallow: true,
      scroll: false,
    });
    // Once: the router object changes as it routes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signIn]);
  return result;
}
