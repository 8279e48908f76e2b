import type { CmsMyPageMenuItem, CmsQuickLink } from '../api-schema';
import type { PageDraft } from './page';
import { link } from './context';

export const MY_PAGE_PATH = '/min-oversigt/';

const quick = (url: string, text: string, description: string): CmsQuickLink => ({
  ...link(url, text),
  Description: description,
});

const QUICK_LINKS: CmsQuickLink[] = [
  quick('/tilmelding/', 'Tilmeld en klasse', 'Meld en ny klasse eller et nyt hold til et af forløbene.'),
  quick(
    '/undervisningsmateriale/',
    'Find undervisningsmateriale',
    'Grundbøger, guides og elevark til alle forløb.',
  ),
  quick('/arrangementer/', 'Kommende arrangementer', 'Workshops, webinarer og finaler for lærere og elever.'),
  quick('/legater/', 'Søg et legat', 'Støtte til forløb, ekskursioner og efteruddannelse.'),
  quick('/min-profil-guide/', 'Guide til Min profil', 'Trin for trin: sådan bruger du Min profil.'),
  quick('mailto:kontakt@fis-fonden.dk', 'Skriv til fonden', 'Vi svarer normalt inden for to arbejdsdage.'),
];

/** Route names from the site's route table (SPEC section 2); the site maps them to paths. */
const TEACHER_MENU: CmsMyPageMenuItem[] = [
  { RouteName: 'min-oversigt', DisplayName: 'Min oversigt' },
  { RouteName: 'undervisningsmaterialer', DisplayName: 'Undervisningsmaterialer' },
  { RouteName: 'event-og-programmer', DisplayName: 'Programmer og events' },
  { RouteName: 'konto', DisplayName: 'Konto' },
];

const ADMIN_MENU: CmsMyPageMenuItem[] = [
  { RouteName: 'admin-oversigt', DisplayName: 'Oversigt' },
  { RouteName: 'admin-events', DisplayName: 'Events' },
  { RouteName: 'admin-brugere-og-institutioner', DisplayName: 'Brugere og institutioner' },
  { RouteName: 'admin-bruger-information', DisplayName: 'Brugerinformation' },
  { RouteName: 'admin-undervisningsmaterialer', DisplayName: 'Undervisningsmaterialer' },
];

/** The quicklinks answer at /api/fonden/min-oversigt: a page of type myPage, not part of the site's content. */
export function myPageDraft(): PageDraft {
  return {
    path: MY_PAGE_PATH,
    name: 'Min oversigt',
    type: 'myPage',
    published: -200,
    editedAfter: 150,
    teaser: 'Genveje og menuer til lærernes og administratorernes område.',
    image: null,
    noIndex: true,
    blocks: [],
    QuickLinks: QUICK_LINKS,
    TeacherMenu: TEACHER_MENU,
    AdminMenu: ADMIN_MENU,
  };
}
