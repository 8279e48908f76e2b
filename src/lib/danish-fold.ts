/**
 * Danish folding as the search service does it (prisma-free-mock/docs/search.md, "Words"): lower case,
 * æ→ae, ø→o, å→a, then aa→a and oe→o, other accents dropped. 'Søg', 'soeg' and 'sog' are one word, and
 * 'Århus' is 'Aarhus'. Used wherever the site compares what people typed with names (filters, tables,
 * similar institutions).
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/aa/g, 'a')
    .replace(/oe/g, 'o')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}
