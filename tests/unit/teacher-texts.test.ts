import { describe, expect, it } from 'vitest';
import { formatDateTimeRange } from '@/lib/dates';
import { placeText, programmeCountsText, signedUpText } from '@/features/teacher/programmes/event-list';
import { latestSignupText, programmeEventsText } from '@/features/teacher/overview/event-texts';
import { DOWNLOAD_TEXTS, openedText, ownDownloadsText } from '@/features/teacher/materials/texts';

describe('the teacher screens’ texts', () => {
  it('names the day of a same-day event once, and both days of an event over several days', () => {
    expect(formatDateTimeRange('2026-12-03T08:00:00Z', '2026-12-03T14:00:00Z')).toBe(
      '03/12/2026 09:00–15:00',
    );
    expect(formatDateTimeRange('2026-12-03T08:00:00Z', '2026-12-04T14:00:00Z')).toBe(
      '03/12/2026 09:00–04/12/2026 15:00',
    );
    // 23:30 UTC on the 3rd is already the 4th in Denmark: the same Danish day as the end.
    expect(formatDateTimeRange('2026-12-03T23:30:00Z', '2026-12-04T08:00:00Z')).toBe(
      '04/12/2026 00:30–09:00',
    );
  });

  it('leaves out the empty parts of a place, with no stray commas', () => {
    expect(placeText({ name: 'Online', address: 'link sendes ved tilmelding', zip: '', city: '' })).toBe(
      'Online, link sendes ved tilmelding',
    );
    expect(
      placeText({ name: 'DOKK1', address: 'Hack Kampmanns Plads 2', zip: '8000', city: 'Aarhus C' }),
    ).toBe('DOKK1, Hack Kampmanns Plads 2, 8000 Aarhus C');
    expect(placeText({ name: '', address: ' ', zip: '', city: 'Odense' })).toBe('Odense');
  });

  it('says "var tilmeldt" of a past event and "er tilmeldt" of a coming one', () => {
    expect(signedUpText({ selfSignedUp: true, listCount: 0 }, false)).toBe('Du er tilmeldt');
    expect(signedUpText({ selfSignedUp: true, listCount: 0 }, true)).toBe('Du var tilmeldt');
    expect(signedUpText({ selfSignedUp: false, listCount: 3 }, true)).toBe(
      'Du var ikke tilmeldt · 3 tilmeldt af dig via liste',
    );
  });

  it('tells a programme card’s coming events and sign-ups with the plural that fits', () => {
    expect(programmeCountsText(2, 2)).toBe('2 kommende arrangementer · 2 tilmeldinger');
    expect(programmeCountsText(1, 1)).toBe('1 kommende arrangement · 1 tilmelding');
    expect(programmeCountsText(0, 1)).toBe('Ingen kommende arrangementer · 1 tilmelding');
    expect(programmeCountsText(3, 0)).toBe('3 kommende arrangementer · ingen tilmeldinger');
    // Not a member: the sign-ups are not told.
    expect(programmeCountsText(1, null)).toBe('1 kommende arrangement');
  });

  it('tells a latest sign-up in the tense that fits: "var tilmeldt" once the event is held', () => {
    expect(latestSignupText(true, 0, false)).toBe('Du er tilmeldt');
    expect(latestSignupText(true, 0, true)).toBe('Du var tilmeldt');
    expect(latestSignupText(true, 3, false)).toBe('Du er tilmeldt og har tilmeldt 3 deltagere via liste');
    expect(latestSignupText(true, 1, true)).toBe('Du var tilmeldt og havde tilmeldt 1 deltager via liste');
    expect(latestSignupText(false, 2, true)).toBe('Du havde tilmeldt 2 deltagere via liste');
  });

  it('tells a programme’s coming events and the teacher’s seats with the plural that fits', () => {
    expect(programmeEventsText(2, 1)).toBe('2 kommende arrangementer · du er tilmeldt det ene');
    expect(programmeEventsText(2, 2)).toBe('2 kommende arrangementer · du er tilmeldt begge');
    expect(programmeEventsText(3, 2)).toBe('3 kommende arrangementer · du er tilmeldt 2 af dem');
    expect(programmeEventsText(3, 3)).toBe('3 kommende arrangementer · du er tilmeldt dem alle');
    expect(programmeEventsText(1, 1)).toBe('1 kommende arrangement · du er tilmeldt');
    expect(programmeEventsText(1, 0)).toBe('1 kommende arrangement · du er ikke tilmeldt endnu');
    expect(programmeEventsText(0, 0)).toBe('Ingen kommende arrangementer');
  });

  it('never says "hentet den 0 gange", and says a download opened in a new window, not that it is fetched', () => {
    expect(ownDownloadsText(0, null)).toBe('Du har ikke hentet den endnu.');
    expect(ownDownloadsText(1, '03.12.2026')).toBe('Du har hentet den 1 gang, senest 03.12.2026.');
    expect(ownDownloadsText(2, null)).toBe('Du har hentet den 2 gange.');
    expect(openedText('Kickstart-guiden', 1, 7)).toBe(
      'Kickstart-guiden er åbnet i et nyt vindue. Du har hentet materialet 1 gang, og alle lærere har tilsammen hentet det 7 gange.',
    );
    expect(DOWNLOAD_TEXTS.success('Innovationsugen', { userDownloads: 2, totalDownloads: 2 }, false)).toBe(
      'Innovationsugen er klar: åbn filen med linket herunder. Du har hentet materialet 2 gange, og alle lærere har tilsammen hentet det 2 gange.',
    );
  });
});
