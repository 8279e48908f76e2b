import { z } from 'zod';
import { eventCodeField } from '@/lib/forms/events';
import { requiredText } from '@/lib/validation';

export const CODE_LABELS = { code: 'Deltagerkode' } as const;

/** The code form: one field, the procedures' code rule (eventCodeField) under the screen's label. */
export const codeFormSchema = z.object({ code: eventCodeField(CODE_LABELS.code) });
export type CodeForm = z.infer<typeof codeFormSchema>;

export const LIST_LABELS = { text: 'Deltagerliste' } as const;

/** The list form: the pasted text is required; its rows are checked by pasted-list.ts, row by row. */
export const listFormSchema = z.object({ text: requiredText(LIST_LABELS.text, 100_000) });
export type ListForm = z.infer<typeof listFormSchema>;
