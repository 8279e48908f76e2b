import type { CmsMedia, CmsPage } from '../cms/schema';

/**
 * CMS pages as search records. Field names are the site's contract (docs/search.md). Dates come twice: ISO for
 * display and epoch seconds for `numericFilters` and sorting, as Algolia can only compare numbers.
 */

export interface RecordImage {
  /** The media Url without scheme and host, as the site keeps it (SPEC: Media item). */
  url: string;
  alt: string;
}

export interface ContentRecord {
  [key: string]: unknown;
  objectID: string;
  title: string;
  url: string;
  /** The raw ContentType; the site maps it to its Danish label. */
  type: string;
  teaser: string;
  text: string;
  image: RecordImage | null;
  publishedDate: string;
  publishedTimestamp: number;
  updatedDate: string;
  updatedTimestamp: number;
  tags: string[];
  eventId?: string;
  eventType?: string;
  programName?: string | null;
  eventStart?: string;
  eventStartTimestamp?: number;
  eventEnd?: string;
  eventEndTimestamp?: number;
  city?: string;
  location?: string;
  isPast?: boolean;
  category?: string;
  amount?: string;
  amountMax?: number;
  deadline?: string;
  deadlineTimestamp?: number;
  isOpen?: boolean;
  materials?: MaterialRecord[];
}

/** A teaching material listed on the page (its materialsBlocks), so a result can offer it. */
export interface MaterialRecord {
  materialId: string;
  title: string;
  format: string;
  requiresCode: boolean;
}

/** The materials of a page's materialsBlocks, in order; entries without an id or a title are left out. */
export function pageMaterials(blocks: CmsPage['Blocks']): MaterialRecord[] {
  return blocks
    .filter((block) => block.ContentType === 'materialsBlock')
    .flatMap((block) =>
      Array.isArray(block.Content.Materials) ? (block.Content.Materials as unknown[]) : [],
    )
    .flatMap((item) => {
      if (typeof item !== 'object' || item === null) return [];
      const { MaterialId, Title, Format, RequiresCode } = item as Record<string, unknown>;
      if (typeof MaterialId !== 'string' || typeof Title !== 'string') return [];
      return [
        {
          materialId: MaterialId,
          title: Title,
          format: typeof Format === 'string' ? Format : 'pdf',
          requiresCode: RequiresCode === true,
        },
      ];
    });
}

/** Kept small on purpose: what a teaser card of a grant shows. */
export interface GrantPreviewRecord {
  [key: string]: unknown;
  objectID: string;
  title: string;
  url: string;
  teaser: string;
  image: RecordImage | null;
  category: string;
  amount: string;
  amountMax: number;
  deadline: string;
  deadlineTimestamp: number;
  isOpen: boolean;
}

/** Algolia refuses records over 10 KB; the body text is cut well below that, at a word boundary. */
const MAX_TEXT = 4000;

const seconds = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
};

function path(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

const image = (media: CmsMedia | null | undefined): RecordImage | null =>
  media ? { url: path(media.Url), alt: media.AltText } : null;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  aelig: 'æ',
  oslash: 'ø',
  aring: 'å',
  AElig: 'Æ',
  Oslash: 'Ø',
  Aring: 'Å',
  eacute: 'é',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

// Tags inside a sentence: they go without a space, so "<strong>grundbogen</strong>." stays "grundbogen.".
const INLINE_TAGS =
  /<\/?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  return tidy(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(INLINE_TAGS, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X'))
          return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name] ?? entity;
      }),
  );
}

/** One space between words, none before a full stop, comma or closing bracket. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?…)«”])/g, '$1')
    .trim();

/** A headline or a label ends a sentence of its own, so the excerpt reads "Om legatet. Puljen støtter …". */
const sentence = (text: string) => (/[.!?…:;]$/.test(text) ? text : `${text}.`);

// Keys that hold machinery, not prose: ids, links, media, colours, dates.
const SKIP_KEYS =
  /^(ContentType|AnchorId|Id|Ids|Key|Udi|Url|Theme|Target|Provider|VideoId|Email|Phone|.*Date|.*Id|Format|Label|ProgramName)$/;
const NOT_PROSE = /^(https?:|mailto:|umb:|\/|#[0-9a-f]{3,8}$|\d{4}-\d{2}-\d{2}T)/i;

/**
 * The readable words of a page's blocks, in order, as prose: headlines, rich text, card and accordion text, each
 * piece its own sentence. A fact ({Value, Label}) reads as one: "24 hold i finalen.". Machinery (ids, links,
 * media, dates) is left out, and so are the labels of buttons and fields.
 */
export function blocksToText(blocks: CmsPage['Blocks']): string {
  const parts: string[] = [];
  const add = (text: string) => {
    const clean = tidy(text);
    if (clean) parts.push(sentence(clean));
  };
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (!NOT_PROSE.test(value)) add(value.includes('<') ? htmlToText(value) : value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      // Links and media objects (they carry a Url) are navigation, not content.
      if ('Url' in value) return;
      const { Value, Label } = value as Record<string, unknown>;
      if (typeof Value === 'string' && (typeof Label === 'string' || Label == null)) {
        add([Value, Label].filter(Boolean).join(' '));
        return;
      }
      for (const [key, inner] of Object.entries(value)) if (!SKIP_KEYS.test(key)) walk(inner);
    }
  };
  for (const block of blocks) walk(block.Content);
  const text = parts.join(' ');
  if (text.length <= MAX_TEXT) return text;
  const cut = text.slice(0, MAX_TEXT);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut;
}

/** Pages a visitor can find: not the teacher area, not the search page itself, not marked noindex. */
export function isFindable(page: CmsPage): boolean {
  return page.ContentType !== 'myPage' && page.ContentType !== 'searchPage' && !page.Seo.NoIndex;
}

export function toContentRecord(page: CmsPage, now: Date): ContentRecord {
  const record: ContentRecord = {
    objectID: page.Key || page.Url,
    title: page.Name,
    url: page.Url,
    type: page.ContentType,
    teaser: page.Teaser.Text || page.Seo.Description,
    text: blocksToText(page.Blocks),
    image: image(page.Teaser.Image ?? page.Seo.Image),
    publishedDate: page.PublishDate,
    publishedTimestamp: seconds(page.PublishDate),
    updatedDate: page.UpdateDate,
    updatedTimestamp: seconds(page.UpdateDate),
    tags: page.Tags ?? [],
  };
  const materials = pageMaterials(page.Blocks);
  if (materials.length > 0) record.materials = materials;
  if (page.Event) {
    const event = page.Event;
    Object.assign(record, {
      eventId: event.EventId,
      eventType: event.Type,
      programName: event.ProgramName,
      eventStart: event.StartDate,
      eventStartTimestamp: seconds(event.StartDate),
      eventEnd: event.EndDate,
      eventEndTimestamp: seconds(event.EndDate),
      city: event.Location.City,
      location: event.Location.Name,
      isPast: Date.parse(event.EndDate) < now.getTime(),
    });
  }
  if (page.Grant) {
    const grant = page.Grant;
    Object.assign(record, {
      category: grant.Category,
      amount: grant.Amount,
      amountMax: grant.AmountMax,
      deadline: grant.Deadline,
      deadlineTimestamp: seconds(grant.Deadline),
      isOpen: Date.parse(grant.Deadline) >= now.getTime(),
    });
  }
  return record;
}

export function toGrantPreview(record: ContentRecord): GrantPreviewRecord {
  return {
    objectID: record.objectID,
    title: record.title,
    url: record.url,
    teaser: record.teaser,
    image: record.image,
    category: record.category ?? '',
    amount: record.amount ?? '',
    amountMax: record.amountMax ?? 0,
    deadline: record.deadline ?? '',
    deadlineTimestamp: record.deadlineTimestamp ?? 0,
    isOpen: record.isOpen ?? false,
  };
}
