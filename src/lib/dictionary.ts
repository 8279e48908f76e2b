/** Global.Dictionaries: texts the editors may override (aria labels mostly), by key. */
type Dictionary = Readonly<Record<string, string>>;

/**
 * The editors' text for `key`, or the site's own fallback when the CMS has none (or only blanks). A null
 * fallback leaves the choice to the caller (an attribute that is better absent than invented).
 */
export function dictionaryText<Fallback extends string | null>(
  dictionary: Dictionary | null | undefined,
  key: string,
  fallback: Fallback,
): string | Fallback {
  return dictionary?.[key]?.trim() || fallback;
}
