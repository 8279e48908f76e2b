/** The seed's notion of "today": UTC midnight of MOCK_NOW or of the current day, so a day's seed is stable. */
export function seedToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** ISO string `days` days after `base`, at the given UTC hour and minute. */
export function daysFrom(base: Date, days: number, hour = 9, minute = 0): string {
  const d = new Date(base.getTime() + days * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}
