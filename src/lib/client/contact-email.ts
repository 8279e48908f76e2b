import { createContext, useContext } from 'react';

/**
 * The foundation's contact e-mail from the site-wide data (Global.Email), for the screens that tell the person
 * to write to the foundation (signed-in screens, the public sign-up's limit); null when the site-wide data has none.
 */
const ContactEmail = createContext<string | null>(null);

export const ContactEmailProvider = ContactEmail.Provider;

export const useContactEmail = (): string | null => useContext(ContactEmail);
