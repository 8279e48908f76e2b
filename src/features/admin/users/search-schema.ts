import { z } from 'zod';
import { MESSAGES, thenRule } from '@/lib/validation';
import { SEARCH_MAX, SEARCH_MIN } from './user-link';

/** The user search's one schema: the product API's SearchUser takes 2 to 100 characters after trimming. */
export const userSearchSchema = z.object({
  searchTerm: z
    .string()
    .trim()
    .min(1, MESSAGES.required('Søgeord'))
    .min(SEARCH_MIN, thenRule(`Skriv mindst ${SEARCH_MIN} tegn`))
    .max(SEARCH_MAX, thenRule(`Skriv højst ${SEARCH_MAX} tegn`)),
});
export type UserSearchInput = z.infer<typeof userSearchSchema>;
