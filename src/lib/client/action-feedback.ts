import { TRPCClientError } from '@trpc/client';
import { useCallback, useState } from 'react';
import { isConfirmCancelled } from './modals';

/**
 * One pattern for every mutation of the teacher and admin areas (docs/architecture.md, How the code reads):
 * the person is always told, in Danish, what happened. A `null` answer (the default error policy's "it
 * failed, already logged") is a failure; a raw refusal is told by its stable `reason`; a cancelled
 * confirmation says nothing.
 */
export interface FeedbackMessage {
  kind: 'success' | 'error';
  text: string;
  /** Move focus to the message (a failed form submit), rather than leaving it where the person acted. */
  focus: boolean;
  /** Changes with every message, so the same text twice is announced twice. */
  key: number;
}

export interface ActionTexts<T> {
  success: string | ((result: NonNullable<T>) => string);
  /** For a null answer and for any failure without a text of its own. */
  failure: string;
  /** Danish texts for the upstream's refusal reasons (the raw policy's `data.reason`). */
  reasons?: Readonly<Record<string, string>>;
  /** Focus the message when the action fails (forms); the default keeps focus where it is. */
  focusOnError?: boolean;
}

/** The reason of a typed API error, when the server passed one on (raw policy, NOT_FOUND user-not-found). */
export function errorReason(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error as TRPCClientError<never>).data as { reason?: unknown } | undefined;
  return typeof data?.reason === 'string' ? data.reason : null;
}

/** The HTTP status of a typed API error, or null for anything else (a network failure). */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = (error as TRPCClientError<never>).data as { httpStatus?: unknown } | undefined;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : null;
}

/**
 * The Danish text for a failed action: the reason's own text; else the server's own message for a refusal it
 * made itself (its messages are Danish: access, rate limits, input rules); else the action's failure text.
 * Upstream messages (English, for logs) are never shown.
 */
export function failureText(
  error: unknown,
  texts: Pick<ActionTexts<unknown>, 'failure' | 'reasons'>,
): string {
  const reason = errorReason(error);
  if (reason) return texts.reasons?.[reason] ?? texts.failure;
  const status = errorStatus(error);
  if (error instanceof Error && status !== null && status >= 400 && status < 500 && status !== 404) {
    return error.message;
  }
  return texts.failure;
}

export function useActionFeedback() {
  const [message, setMessage] = useState<FeedbackMessage | null>(null);
  const show = useCallback((kind: FeedbackMessage['kind'], text: string, focus = false) => {
    setMessage((previous) => ({ kind, text, focus, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setMessage(null), []);

  /** Runs the action and tells the outcome; resolves to its answer, or null when it failed or was cancelled. */
  const run = useCallback(
    async <T>(action: () => Promise<T>, texts: ActionTexts<T>): Promise<NonNullable<T> | null> => {
      try {
        const result = await action();
        if (result === null || result === undefined) {
          show('error', texts.failure, texts.focusOnError);
          return null;
        }
        const value = result as NonNullable<T>;
        show('success', typeof texts.success === 'function' ? texts.success(value) : texts.success);
        return value;
      } catch (error) {
        if (isConfirmCancelled(error)) return null;
        show('error', failureText(error, texts), texts.focusOnError);
        return null;
      }
    },
    [show],
  );

  return { message, run, show, clear };
}

export type ActionFeedback = ReturnType<typeof useActionFeedback>;
