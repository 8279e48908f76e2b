import { useState } from 'react';
import { failureText, type ActionFeedback } from '@/lib/client/action-feedback';
import { useRefresh } from '@/lib/client/refresh';
import { trpc } from '@/lib/client/trpc';
import { DOWNLOAD_TEXTS } from './texts';

/**
 * A download, the one way Min profil and the public site use: fetch the material's address (GetMaterial),
 * register the download (RegisterDownload), then open the file. The file lives on the CMS host, another origin
 * that allows no script to read it, so it opens in a new tab (still within the click's user activation) and a
 * link to it stays next to the button in case the browser held the tab back. The counts on screen come from
 * the overview, fetched again afterwards.
 */
export function useDownload(feedback: ActionFeedback, onRecorded?: (materialId: string) => void) {
  const getMaterial = trpc.material.getMaterial.useMutation();
  const register = trpc.material.registerDownload.useMutation();
  const refresh = useRefresh().materials;
  const [pending, setPending] = useState(false);
  const [file, setFile] = useState<{ url: string; title: string } | null>(null);

  /**
   * `openTab: false` when no click started it (a download carried on after signing in): a tab opened then
   * would be blocked, so only the link to the file is offered. Resolves to whether the download was registered.
   */
  const start = async (
    materialId: string,
    title: string,
    { openTab = true }: { openTab?: boolean } = {},
  ): Promise<boolean> => {
    setPending(true);
    const failure = DOWNLOAD_TEXTS.failure(title);
    let url: string | null = null;
    try {
      url = (await getMaterial.mutateAsync({ materialId }))?.downloadUrl ?? null;
      if (!url) feedback.show('error', failure);
    } catch (error) {
      feedback.show('error', failureText(error, { failure }));
    }
    const registered = url
      ? await feedback.run(() => register.mutateAsync({ materialId }), {
          success: (result) => DOWNLOAD_TEXTS.success(title, result, openTab),
          failure: DOWNLOAD_TEXTS.notRegistered(title),
        })
      : null;
    if (registered && url) {
      onRecorded?.(materialId);
      setFile({ url, title });
      if (openTab) {
        const tab = window.open(url, '_blank');
        if (tab) tab.opener = null;
      }
      await refresh();
    }
    setPending(false);
    return Boolean(registered && url);
  };

  return { start, pending, file };
}
