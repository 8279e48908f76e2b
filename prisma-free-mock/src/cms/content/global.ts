import { FOUNDATION } from '../../foundation';
import type { CmsGlobal, CmsMenuItem } from '../global-schema';
import { link, type ContentContext } from './context';
import { DICTIONARIES } from './dictionaries';
import { SOME_ICONS } from './some-icons';

const item = (
  Name: string,
  Url: string,
  BurgerMenuText: string | null = null,
  SubMenuItems: CmsMenuItem[] = [],
): CmsMenuItem => ({
  Name,
  Url,
  BurgerMenuText,
  SubMenuItems,
});

const MENU: CmsMenuItem[] = [
  item('For lærere', '/for-laerere/', null, [
    item('Tilmelding', '/tilmelding/'),
    item('Undervisningsmateriale', '/undervisningsmateriale/'),
    item('Guide til Min profil', '/min-profil-guide/'),
  ]),
  item('Arrangementer', '/arrangementer/', null, [
    item('Alle arrangementer', '/arrangementer/'),
    item('Kickstart-finalen', '/kickstart-finale/'),
    item('Vindere', '/vindere/'),
  ]),
  item('Legater', '/legater/'),
  item('Nyheder', '/nyheder/'),
  item('Om fonden', '/om-fonden/', null, [
    item('Projekter', '/projekter/'),
    item('Partnere', '/om-fonden/partnere/'),
    item('Teknologipagten', '/teknologipagten/'),
  ]),
];

const BURGER_MENU: CmsMenuItem[] = [
  item('For lærere', '/for-laerere/', 'Forløb, materialer og tilmelding til skoleåret', [
    item('Tilmelding', '/tilmelding/', 'Tilmeld din klasse til et forløb'),
    item('Undervisningsmateriale', '/undervisningsmateriale/', 'Grundbøger, guides og elevark'),
    item('Guide til Min profil', '/min-profil-guide/', 'Sådan kommer du i gang med Min profil'),
  ]),
  item('Arrangementer', '/arrangementer/', 'Workshops, webinarer, konkurrencer og finaler', [
    item('Kickstart-finalen', '/kickstart-finale/', 'Landets bedste hold pitcher deres idéer'),
    item('Vindere', '/vindere/', 'Mød årets vindere'),
  ]),
  item('Legater', '/legater/', 'Søg støtte til projekter, ekskursioner og efteruddannelse'),
  item('Nyheder', '/nyheder/', 'Det seneste fra fonden og skolerne'),
  item('Om fonden', '/om-fonden/', 'Hvem vi er, og hvem vi arbejder sammen med', [
    item('Projekter', '/projekter/', 'Udvalgte projekter fra skolerne'),
    item('Partnere', '/om-fonden/partnere/', null),
    item('Teknologipagten', '/teknologipagten/', null),
    item('Ny hjemmeside', '/ny-hjemmeside/', 'Snart lancerer vi en ny hjemmeside'),
  ]),
];

export function buildGlobal(ctx: ContentContext): CmsGlobal {
  return {
    SiteName: FOUNDATION.name,
    Header: { Menu: MENU, BurgerMenu: BURGER_MENU },
    Footer: {
      Addresses: [
        {
          OfficeTitle: 'Kontoret i København',
          Street: 'Vestergade 20',
          PostalCode: '1456',
          City: 'København K',
          Country: 'Danmark',
          OpeningHours: 'Mandag–torsdag 9–16, fredag 9–14',
          Latitude: 55.6771,
          Longitude: 12.5686,
          PrimaryAddress: true,
        },
        {
          OfficeTitle: 'Kontoret i Aarhus',
          Street: 'Åboulevarden 15, 2. sal',
          PostalCode: '8000',
          City: 'Aarhus C',
          Country: 'Danmark',
          OpeningHours: 'Tirsdag og torsdag 9–15',
          Latitude: 56.1572,
          Longitude: 10.2107,
          PrimaryAddress: false,
        },
      ],
      Sitemap: [
        {
          Headline: 'For lærere',
          Links: [
            link('/tilmelding/', 'Tilmelding'),
            link('/undervisningsmateriale/', 'Undervisningsmateriale'),
            link('/min-profil-guide/', 'Guide til Min profil'),
            link('/for-laerere/', 'Forløb for lærere'),
          ],
        },
        {
          Headline: 'Konkurrencer og arrangementer',
          Links: [
            link('/kickstart-finale/', 'Kickstart-finalen'),
            link('/vindere/', 'Vindere'),
            link('/arrangementer/', 'Alle arrangementer'),
          ],
        },
        {
          Headline: 'Om fonden',
          Links: [
            link('/om-fonden/', 'Om fonden'),
            link('/nyheder/', 'Nyheder'),
            link('/legater/', 'Legater'),
            link('/projekter/', 'Projekter'),
            link('/om-fonden/partnere/', 'Partnere'),
          ],
        },
      ],
      CTAs: [
        {
          Headline: 'Få nyhedsbrevet',
          Description:
            'Nye materialer, arrangementer og legater direkte i indbakken – cirka en gang om måneden.',
          Link: link('https://forms.example-nyhedsbrev.dk/fis', 'Tilmeld nyhedsbrevet', {
            NewWindow: true,
            Target: '_blank',
          }),
        },
        {
          Headline: 'Bliv partner',
          Description: 'Vil din virksomhed eller kommune være med til at styrke iværksætteri i skolen?',
          Link: link('/om-fonden/partnere/', 'Læs om partnerskaber'),
        },
      ],
    },
    Seo: {
      Title: FOUNDATION.name,
      Description:
        'Fonden for Iværksætteri i Skolen giver lærere forløb, materialer og arrangementer, der gør eleverne til idéskabere.',
      CanonicalUrl: null,
      NoIndex: false,
      Image: ctx.media('heroFront'),
    },
    Tracking: { AnalyticsId: null, CookieConsentId: null, PrivacyAnalyticsDomain: null },
    Dictionaries: DICTIONARIES,
    SoMe: [
      {
        Title: 'LinkedIn',
        Link: link('https://www.linkedin.com/company/fis-fonden-eksempel', 'LinkedIn'),
        SVG: SOME_ICONS.linkedin,
      },
      {
        Title: 'Facebook',
        Link: link('https://www.facebook.com/fisfonden.eksempel', 'Facebook'),
        SVG: SOME_ICONS.facebook,
      },
      {
        Title: 'Instagram',
        Link: link('https://www.instagram.com/fisfonden.eksempel', 'Instagram'),
        SVG: SOME_ICONS.instagram,
      },
    ],
    Email: FOUNDATION.email,
    Logos: { Primary: ctx.media('logoPrimary'), Secondary: ctx.media('logoSecondary') },
    ShowMyProfile: true,
    PrivacyPolicyLink: link('/privatlivspolitik/', 'Privatlivspolitik'),
    MyPageSettings: {
      ModalInformation: [
        '<h2>Log ind på Min profil</h2>',
        '<p>Min profil er lærernes eget område. Her tilmelder du dine klasser til forløb og arrangementer, henter undervisningsmateriale og holder styr på dine hold.</p>',
        '<p>Du logger ind med din e-mail og en adgangskode. Første gang opretter du en bruger og vælger din skole; derefter godkender vi skolen, hvis den er ny hos os.</p>',
        '<ul><li>Brug din arbejdsmail, så dine kolleger kan finde jer på samme skole.</li><li>Du kan altid skifte skole under <strong>Konto</strong>.</li></ul>',
        '<p>Er du i tvivl, så læs <a href="/min-profil-guide/">guiden til Min profil</a> eller skriv til <a href="mailto:kontakt@fis-fonden.dk">kontakt@fis-fonden.dk</a>.</p>',
      ].join('\n'),
    },
  };
}
