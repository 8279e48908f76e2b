/** Labels of SPEC section 2 for content types; any other type shows its raw name. */
export const PAGE_TYPE_LABELS: Readonly<Record<string, string>> = {
  projectPage: 'Projekter',
  eventPage: 'Arrangementer',
  materialsPage: 'Undervisningsmateriale',
  article: 'Nyheder',
  teknologipagten: 'Teknologipagten',
  partnerPage: 'Partners',
};

export const pageTypeLabel = (type: string): string => PAGE_TYPE_LABELS[type] ?? type;
