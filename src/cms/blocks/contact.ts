import { z } from 'zod';
import { anchored, defineBlock, nonEmptyText, optionalMedia, optionalText, type PreparedOf } from './define';

/** contactBlock: one person to contact. */
export const contactBlock = defineBlock(
  'contactBlock',
  z.object({
    ...anchored,
    Text: optionalText,
    Name: nonEmptyText,
    Role: optionalText,
    Email: optionalText,
    Phone: optionalText,
    Image: optionalMedia,
  }),
);
export type ContactBlock = PreparedOf<typeof contactBlock>;
