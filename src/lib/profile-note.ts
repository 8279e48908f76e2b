/**
 * How a teacher without a profile gets one, said where a sign-in starts (the login page, the login dialog over a
 * material). The profile is made at the identity provider, on the page "Log ind" leads to; the school is chosen
 * on Min profil afterwards (the CMS's login information says the same).
 */
export const NO_PROFILE_YET =
  'Har du ingen profil endnu? Tryk Log ind, og opret dig med din arbejdsmail. Bagefter vælger du din skole på Min profil.';
