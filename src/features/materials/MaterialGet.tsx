import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AppLink } from '@/components/AppLink/AppLink';
import { BusyButton, pressOnce } from '@/components/BusyButton/BusyButton';
import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { showContentLoginModal } from '@/lib/client/login-modal';
import { openContentModal } from '@/lib/client/modals';
import { materialReturnPath, PATHS, teacherSignupUrl } from '@/lib/routes';
import { useDownload } from '@/features/teacher/materials/use-download';
import { formatLabel } from '@/features/teacher/materials/texts';
import { useMaterialAccess, type MaterialAccess } from './use-access';
import { forgetMaterialReturn } from './use-material-return';
import { MATERIAL_UNLOCK_VIEW, type UnlockProps } from './UnlockView';
import styles from './Materials.module.css';
import { NEW_WINDOW_NOTE } from '@/lib/new-window';

export interface PublicMaterial {
  materialId: string;
  title: string;
  format: string;
}

/** Why the page asks a material to act as it loads: the person came back from signing in or from unlocking. */
export type MaterialReturn = { materialId: string; reason: 'sign-in' | 'unlocked' };

const ACCESS_FAILURE = 'Vi kunne ikke se, om du har adgang til materialet lige nu. Prøv igen om lidt.';
const GONE = 'Materialet findes ikke længere. Hent siden igen for at se de materialer, der er nu.';

type Note = 'admin' | MaterialReturn['reason'] | null;

/**
 * "Hent" on a material of the public site. What it does depends on who presses it, learnt in the browser when
 * they do (use-access.ts): a visitor gets the login modal over gated content, coming back to this material and
 * carrying on; a teacher with access downloads at once (the same download as Min profil's); a teacher without
 * access gets the content modal that unlocks it; a person without a product record goes to the sign-up on
 * Min profil and back; an administrator is told that downloads are registered for teachers.
 */
export function MaterialGet({
  material,
  pageId,
  returned,
}: {
  material: PublicMaterial;
  /** The page's id, for the content modal's isModalValid. */
  pageId: string;
  /** Set when the page came back to this material (see useMaterialReturn). */
  returned: MaterialReturn['reason'] | null;
}) {
  const router = useRouter();
  const resolve = useMaterialAccess();
  const feedback = useActionFeedback();
  const download = useDownload(feedback);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pressing = useRef(false);
  const { materialId, title } = material;

  const act = async (access: MaterialAccess, from: 'click' | MaterialReturn['reason']) => {
    const back = materialReturnPath(window.location.pathname + window.location.search, materialId);
    switch (access.kind) {
      case 'failed':
        feedback.show('error', ACCESS_FAILURE);
        return;
      case 'anonymous':
        // Back from signing in without a session (the person turned back at the login): nothing to carry on.
        if (from === 'click') showContentLoginModal({ returnTo: back });
        return;
      case 'admin':
        setNote('admin');
        return;
      case 'no-record':
        await router.push(teacherSignupUrl(back));
        return;
      case 'teacher': {
        const item = access.overview.materials.find((m) => m.materialId === materialId);
        if (!item) {
          feedback.show('error', GONE);
          return;
        }
        if (item.accessible) {
          if (from !== 'click') {
            // Offered, not started: nothing is registered until the person presses Hent, so a link to
            // `?hent=` cannot add to the statistics, and the press lets the file open in a tab
            // (docs/decisions/0027, 2026-11-28).
            setNote(from);
            button.current?.focus();
            return;
          }
          await download.start(materialId, title, { openTab: true });
          return;
        }
        if (from === 'unlocked') return;
        const props: UnlockProps = {
          materialId,
          title,
          requiresCode: item.requiresCode,
          schoolPossible: !item.requiresCode && !access.overview.validated,
          pageId,
        };
        openContentModal({ view: MATERIAL_UNLOCK_VIEW, title: `Lås ${title} op`, props: { ...props } });
      }
    }
  };

  // Busy from the press until the download has started (or a modal has opened): one press, one download.
  const onPress = () =>
    pressOnce(pressing, async () => {
      setBusy(true);
      setNote(null);
      feedback.clear();
      try {
        await act(await resolve(), 'click');
      } finally {
        setBusy(false);
      }
    });

  // Back on the page for this material: its button holds focus (and gets it back when a modal closes), and
  // what was asked for carries on.
  const carryOn = useEffectEvent((reason: MaterialReturn['reason']) => {
    forgetMaterialReturn(pageId);
    button.current?.focus();
    void resolve().then((access) => act(access, reason));
  });
  useEffect(() => {
    if (returned) carryOn(returned);
  }, [returned]);

  const working = busy || download.pending;
  return (
    <div className={styles.get}>
      <BusyButton
        buttonRef={button}
        busy={working}
        text="Hent"
        busyText="Henter …"
        name={title}
        onPress={() => void onPress()}
      />
      <div role="status" aria-live="polite">
        {note === 'unlocked' ? (
          <p className={styles.ok}>Du kan nu hente {title}: tryk på Hent.</p>
        ) : note === 'sign-in' ? (
          <p className={styles.ok}>Du er logget ind. Tryk på Hent for at hente {title}.</p>
        ) : note === 'admin' ? (
          <p className={styles.note}>
            Hentninger registreres for lærere, så som administrator kan du ikke hente materialet her. Se, hvem
            der har hentet hvad, under{' '}
            <AppLink href={PATHS.adminMaterials}>Undervisningsmaterialer i administrationen</AppLink>.
          </p>
        ) : null}
      </div>
      <Feedback message={feedback.message} />
      {download.file ? (
        <p className={styles.fileLink}>
          <a href={download.file.url} target="_blank" rel="noopener" download>
            Åbn {download.file.title} ({formatLabel(material.format === 'ebook' ? 'ebook' : 'pdf')},{' '}
            {NEW_WINDOW_NOTE})
          </a>
        </p>
      ) : null}
    </div>
  );
}
