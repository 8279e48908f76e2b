/**
 * An active programme's line on Min oversigt: its upcoming events and how many of them the teacher holds a seat
 * at, with the plural that fits: "2 kommende arrangementer · du er tilmeldt det ene".
 */
export function programmeEventsText(upcoming: number, seated: number): string {
  if (upcoming <= 0) return 'Ingen kommende arrangementer';
  const events = upcoming === 1 ? '1 kommende arrangement' : `${upcoming} kommende arrangementer`;
  if (seated <= 0) return `${events} · du er ikke tilmeldt endnu`;
  if (upcoming === 1) return `${events} · du er tilmeldt`;
  if (seated >= upcoming) return `${events} · du er tilmeldt ${upcoming === 2 ? 'begge' : 'dem alle'}`;
  return `${events} · du er tilmeldt ${seated === 1 ? 'det ene' : `${seated} af dem`}`;
}

/**
 * A line of "Dine seneste tilmeldinger": who the teacher signed up, in the tense that fits: "Du er tilmeldt og har
 * tilmeldt 3 deltagere via liste", or of a held event "Du var tilmeldt og havde tilmeldt 3 deltagere via liste".
 */
export function latestSignupText(self: boolean, others: number, past: boolean): string {
  const people = others === 1 ? '1 deltager' : `${others} deltagere`;
  const [is, has] = past ? ['var', 'havde'] : ['er', 'har'];
  if (self && others > 0) return `Du ${is} tilmeldt og ${has} tilmeldt ${people} via liste`;
  if (self) return `Du ${is} tilmeldt`;
  return `Du ${has} tilmeldt ${people} via liste`;
}
