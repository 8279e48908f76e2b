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
