import { useCallback, useState } from 'react';
import { failureText, type ActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import type { NewInstitution } from '@/lib/forms/institution';
import type { ConfirmedInstitution } from './types';
import { useInstitutionRefresh } from './use-institution-refresh';

export const CREATE_FAILURE =
  'Institutionen kunne ikke oprettes lige nu. Prøv igen om lidt. Findes den allerede, kan du vælge den på listen.';

export const pendingText = (name: string) =>
  `Tak. ${name} er oprettet og venter på godkendelse. Du er knyttet til den allerede nu.`;

/**
 * Creating an institution (CreateInstitution): the teacher is linked to it at once, pending approval.
 *
 * The call's error policy is "default" (docs/architecture.md, Error policies), so a refusal reaches the
 * browser as a null answer without its reason. The one refusal with a way forward, 409 institution-exists, is
 * recognised by looking the name up on the server (institutions.confirmedNamesake: case and Danish spelling
 * ignored, as the API compares, in a fresh copy of the confirmed list, which stays on the server): when it is
 * there, the person is offered that institution instead. A pending namesake
 * is not visible to teachers, so that case gets the general message, which names the list as the way out.
 */
export function useCreateInstitution(feedback: ActionFeedback) {
  const utils = trpc.useUtils();
  const create = trpc.institutions.createInstitution.useMutation();
  const refresh = useInstitutionRefresh();
  const [existing, setExisting] = useState<ConfirmedInstitution | null>(null);
  const { show, clear } = feedback;

  const findExisting = useCallback(
    async (name: string) => {
      // From the server (staleTime 0): a copy in the cache may predate the namesake. Through the cache, which
      // lets the loading indicator count the call.
      const answer = await utils.institutions.confirmedNamesake
        .fetch({ name }, { staleTime: 0, retry: false })
        .catch(() => null);
      return answer?.institution ?? null;
    },
    [utils],
  );

  /** Resolves to true when the institution was created (and the person linked to it). */
  const submit = useCallback(
    async (values: NewInstitution): Promise<boolean> => {
      setExisting(null);
      clear();
      let failure: unknown = null;
      const created = await create.mutateAsync(values).catch((error: unknown) => {
        failure = error;
        return null;
      });
      if (created) {
        show('success', pendingText(created.name));
        await refresh();
        return true;
      }
      const namesake = await findExisting(values.name);
      if (namesake) {
        setExisting(namesake);
        show(
          'error',
          `Der findes allerede en godkendt institution, der hedder ${namesake.name}. Du kan vælge den i stedet.`,
          true,
        );
        return false;
      }
      show('error', failure ? failureText(failure, { failure: CREATE_FAILURE }) : CREATE_FAILURE, true);
      return false;
    },
    [create, show, clear, findExisting, refresh],
  );

  return { submit, existing, clearExisting: () => setExisting(null) };
}
