/**
 * Labels of content types. The first six are spec section 2's, as it spells them; the rest are the other types
 * this CMS serves, which deserve Danish labels too (a person should never meet "contentPage"). Spec section 2's
 * rule stays for a type nobody has seen yet: it shows its raw name.
 */
export const PAGE_TYPE_LABELS: Readonly<Record<string, string>> = {
  projectPage: 'Projekter',
  eventPage: 'Arrangementer',
  materialsPage: 'Undervisningsmateriale',
  article: 'Nyheder',
  teknologipagten: 'Teknologipagten',
  partnerPage: 'Partners',
  contentPage: 'Sider',
  frontPage: 'Forside',
  landingPage: 'Temasider',
  eventOverview: 'Arrangementsoversigt',
  grantPage: 'Legater',
  grantOverview: 'Legatoversigt',
  newsOverview: 'Nyhedsoversigt',
  searchPage: 'Søgning',
  myPage: 'Min profil',
};

export const pageTypeLabel = (type: string): string => PAGE_TYPE_LABELS[type] ?? type;
