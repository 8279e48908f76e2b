/**
 * Programmes are stored by their identifier (`company-programme`); a person reads their name. The names come
 * from GetProgramData (each programme's `programName` and `displayName`), the one source every admin screen and
 * export uses. Pure, so the server's CSV exports can use it as well as the screens.
 */
export type ProgramNames = ReadonlyMap<string, string>;

/** The name of each programme by its identifier; none while the programme data is missing. */
export function programNameMap(
  programs: readonly { programName: string; displayName: string }[] | null | undefined,
): ProgramNames {
  return new Map((programs ?? []).map((p) => [p.programName, p.displayName]));
}

/** A programme's name, or its identifier when the programme data does not know it (never a blank). */
export const programName = (names: ProgramNames, id: string): string => names.get(id) ?? id;

/** Several programmes by name, in the order given: "Virksomhedsprogrammet, Skoleprogrammet". */
export const programList = (names: ProgramNames, ids: readonly string[]): string =>
  ids.map((id) => programName(names, id)).join(', ');
