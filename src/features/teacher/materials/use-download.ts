import { useState } from 'react';
import { failureText, type ActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import { openedText } from './texts';

/**
 * A download: fetch the material's address (GetMaterial), register the download (RegisterDownload), then open
 * the file. The file lives on the CMS host, another origin that allows no script to read it, so it opens in a
 * new tab (still within the click's user activation) and a link to it stays in the card in case the browser
 * held the tab back. The counts on screen come from the overview, fetched again afterwards.
 */
export function useDownload(feedback: ActionFeedback, onRecorded: (materialId: string) => void) {
  const utils = trpc.useUtils();
  const getMaterial = trpc.material.getMaterial.useMutation();
  const register = trpc.material.registerDownload.useMutation();
  const [pending, setPending] = useState(false);
  const [file, setFile] = useState<{ url: string; title: string } | null>(null);

  const start = async (materialId: string, title: string) => {
    setPending(true);
    const failure = `${title} kunne ikke hentes lige nu. Prøv igen om lidt.`;
    let url: string | null = null;
    try {
      url = (await getMaterial.mutateAsync({ materialId }))?.downloadUrl ?? null;
      if (!url) feedback.show('error', failure);
    } catch (error) {
      feedback.show('error', failureText(error, { failure }));
    }
    const registered = url
      ? await feedback.run(() => register.mutateAsync({ materialId }), {
          success: (result) => openedText(title, result.userDownloads, result.totalDownloads),
          failure: `Hentningen af ${title} kunne ikke registreres, så filen er ikke åbnet. Prøv igen om lidt.`,
        })
      : null;
    if (registered && url) {
      onRecorded(materialId);
      setFile({ url, title });
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      await utils.material.getOverviewForUser.invalidate();
    }
    setPending(false);
  };

  return { start, pending, file };
}
