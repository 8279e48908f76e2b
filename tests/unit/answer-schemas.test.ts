import { describe, expect, it } from 'vitest';
import { flashcardSchema } from '@/cms/blocks/flashcards';
import { articleSummarySchema } from '@/cms/blocks/latest-articles';
import { pageSchema } from '@/cms/vocabulary';
import { createAttendeeAnswerSchema } from '@/server/upstream/cms-schemas';
import * as product from '@/server/upstream/product/schemas';

/** docs/decisions/0015: the answer schemas drop what they do not declare, at every depth. */
const NOTE = { internalNote: 'hemmelig' };

const location = { name: 'Fondens hus', address: 'Vestergade 20', zip: '1456', city: 'København K' };
const event = {
  eventId: 'evt-1',
  title: 'Workshop',
  url: '/arrangementer/workshop/',
  teaser: 'Kom og vær med',
  type: 'Workshop',
  programName: null,
  startDate: '2026-11-30T13:00:00.000Z',
  endDate: '2026-11-30T16:00:00.000Z',
  location,
  capacity: 25,
  remainingSeats: 3,
  requiresCode: false,
  isPast: false,
};

describe('product API answers', () => {
  it('keep every declared field and drop an undeclared one, also inside nested objects and lists', () => {
    const signUp = {
      eventId: 'evt-1',
      event: { ...event, location: { ...location, ...NOTE }, ...NOTE },
      signedUpAt: '2026-11-01T10:00:00.000Z',
      selfSignedUp: true,
      source: 'teacher',
      participants: [
        { name: 'Ida', email: 'ida@example.dk', signedUpAt: '2026-11-01T10:00:00.000Z', ...NOTE },
      ],
      ...NOTE,
    };
    const parsed = product.signupList.parse([signUp]);
    expect(parsed).toEqual([
      {
        eventId: 'evt-1',
        event,
        signedUpAt: '2026-11-01T10:00:00.000Z',
        selfSignedUp: true,
        source: 'teacher',
        participants: [{ name: 'Ida', email: 'ida@example.dk', signedUpAt: '2026-11-01T10:00:00.000Z' }],
      },
    ]);
  });

  it('drop the fields of an extended schema that neither the base nor the extension declares', () => {
    const parsed = product.codeCheck.parse({ valid: true, eventId: 'evt-1', secretCode: 'KICKSTART-2026' });
    expect(parsed).toEqual({ valid: true, eventId: 'evt-1' });
    const deleted = product.deleted.parse({
      id: 'inst-1',
      name: 'Skolen',
      deleted: true,
      unlinkedUserIds: [],
      unlinkedEmails: ['a@example.dk'],
    });
    expect(deleted).not.toHaveProperty('unlinkedEmails');
  });
});

describe('CMS answers', () => {
  it('drop an undeclared field of an article summary, a flashcard and an attendee answer', () => {
    const media = { Url: '/cms/media/a.jpg', AltText: 'Et billede', ...NOTE };
    const article = articleSummarySchema.parse({
      Id: 1,
      Key: 'k',
      Name: 'Nyhed',
      Url: '/nyheder/nyhed/',
      ContentType: 'article',
      PublishDate: '2026-11-01T10:00:00.000Z',
      Author: null,
      Tags: [],
      Teaser: { Text: 'Kort', Image: media, ...NOTE },
      ...NOTE,
    });
    expect(JSON.stringify(article)).not.toContain('internalNote');
    const card = flashcardSchema.parse({
      Id: 1,
      Category: 'A',
      Question: 'Q',
      Answer: 'A',
      Image: null,
      ...NOTE,
    });
    expect(card).not.toHaveProperty('internalNote');
    const created = createAttendeeAnswerSchema.parse({
      sessionId: 's',
      eventId: 'evt-1',
      remainingSeats: 2,
      attendees: ['elev@example.dk'],
    });
    expect(created).toEqual({ sessionId: 's', eventId: 'evt-1', remainingSeats: 2 });
  });

  it("drop an undeclared page field, keep the page types' own fields, and keep a block's content whole", () => {
    const page = pageSchema.parse({
      Id: 1,
      Name: 'Workshop',
      Url: '/arrangementer/workshop/',
      ContentType: 'eventPage',
      Event: { EventId: 'evt-1' },
      Grant: { GrantId: 'grant-1' },
      Author: 'Mette Lund',
      Tags: ['Kickstart'],
      Blocks: [{ ContentType: 'richTextBlock', Content: { Text: '<p>Hej</p>', UpdatedDate: '2026-11-01' } }],
      EditorNotes: 'ikke til offentligheden',
    });
    expect(page).not.toHaveProperty('EditorNotes');
    expect(page).toMatchObject({
      Event: { EventId: 'evt-1' },
      Grant: { GrantId: 'grant-1' },
      Author: 'Mette Lund',
      Tags: ['Kickstart'],
    });
    // Deliberately loose until each block type has its own schema (docs/decisions/0015).
    expect(page.Blocks[0]?.Content).toEqual({ Text: '<p>Hej</p>', UpdatedDate: '2026-11-01' });
  });
});
