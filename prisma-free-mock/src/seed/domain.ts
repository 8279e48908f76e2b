import { daysFrom } from './dates';
import { MEDIA } from './media';
import type { SeedInstitution, SeedMaterial, SeedPerson, SeedProgram } from './types';

export const EVENT_CODE = 'KICKSTART-2026';
export const MATERIAL_CODE = 'MATERIALE-2026';

export function seedInstitutions(today: Date): SeedInstitution[] {
  const at = (days: number) => daysFrom(today, days, 8);
  const i = (
    id: string,
    name: string,
    segment: string,
    address: string,
    zip: string,
    city: string,
    status: SeedInstitution['status'],
    created: number,
  ): SeedInstitution => ({ id, name, segment, address, zip, city, status, createdAt: at(created) });
  return [
    i(
      'inst-1001',
      'Nørrebro Park Skole',
      'Grundskole',
      'Stevnsgade 1',
      '2200',
      'København N',
      'confirmed',
      -900,
    ),
    i('inst-1002', 'Aarhus Katedralskole', 'Gymnasium', 'Skolegyde 1', '8000', 'Aarhus C', 'confirmed', -850),
    i(
      'inst-1003',
      'Odense Tekniske Gymnasium',
      'Erhvervsskole',
      'Munke Mose Allé 9',
      '5000',
      'Odense C',
      'confirmed',
      -700,
    ),
    i(
      'inst-1004',
      'Aalborg Handelsskole',
      'Erhvervsskole',
      'Turøgade 1',
      '9000',
      'Aalborg',
      'confirmed',
      -640,
    ),
    i('inst-1005', 'Vejle Friskole', 'Grundskole', 'Skovvejen 12', '7100', 'Vejle', 'confirmed', -500),
    i(
      'inst-1006',
      'Roskilde Gymnasium',
      'Gymnasium',
      'Domkirkepladsen 2',
      '4000',
      'Roskilde',
      'confirmed',
      -420,
    ),
    i(
      'inst-1007',
      'Esbjerg Erhvervsakademi',
      'Videregående',
      'Spangsbjerg Kirkevej 103',
      '6700',
      'Esbjerg',
      'confirmed',
      -300,
    ),
    i(
      'inst-1008',
      'Sønderborg Ungdomsskole',
      'Grundskole',
      'Ahlmannsvej 4',
      '6400',
      'Sønderborg',
      'confirmed',
      -200,
    ),
    i('inst-1009', 'Svendborg Efterskole', 'Grundskole', 'Havnevej 20', '5700', 'Svendborg', 'pending', -6),
    i(
      'inst-1010',
      'Herning Innovationsgymnasium',
      'Gymnasium',
      'Fredhøjvej 2',
      '7400',
      'Herning',
      'pending',
      -2,
    ),
  ];
}

export const SEGMENTS = ['Grundskole', 'Gymnasium', 'Erhvervsskole', 'Videregående'] as const;

export const PROGRAMS: SeedProgram[] = [
  {
    programName: 'kickstart',
    displayName: 'Kickstart',
    description:
      'Et forløb hvor elever på ungdomsuddannelser udvikler en idé fra problem til pitch på fire uger.',
    segments: ['Gymnasium', 'Erhvervsskole'],
  },
  {
    programName: 'iværksætterdag',
    displayName: 'Iværksætterdagen',
    description: 'En dag hvor hele skolen arbejder med iværksætteri og lokale virksomheder.',
    segments: ['Grundskole'],
  },
  {
    programName: 'company-programme',
    displayName: 'Company Programme',
    description: 'Elever driver en rigtig virksomhed gennem et helt skoleår.',
    segments: ['Gymnasium', 'Erhvervsskole', 'Videregående'],
  },
  {
    programName: 'innovationsugen',
    displayName: 'Innovationsugen',
    description: 'En uges tværfagligt forløb med innovation for udskolingen.',
    segments: ['Grundskole'],
  },
];

export function seedPeople(today: Date): SeedPerson[] {
  const p = (
    n: number,
    email: string,
    password: string,
    givenName: string,
    familyName: string,
    role: SeedPerson['role'],
    institutionId: string | null,
    programs: string[],
    createdDaysAgo: number,
    subjects: string[] = [],
  ): SeedPerson => ({
    userId: `user-${2000 + n}`,
    email,
    password,
    name: `${givenName} ${familyName}`,
    givenName,
    familyName,
    role,
    phone: role === 'teacher' ? `+45 20 ${String(10 + n).padStart(2, '0')} 30 40` : null,
    subjects,
    institutionId,
    institutionAffirmedAt: institutionId ? daysFrom(today, -createdDaysAgo + 1, 10) : null,
    programs,
    createdAt: daysFrom(today, -createdDaysAgo, 10),
  });
  const demo = 'Demo123!';
  return [
    p(
      1,
      'laerer@example.dk',
      'Laerer123!',
      'Mette',
      'Lærkegaard',
      'teacher',
      'inst-1002',
      ['kickstart', 'company-programme'],
      400,
      ['Samfundsfag', 'Afsætning'],
    ),
    p(2, 'admin@example.dk', 'Admin123!', 'Anders', 'Holm', 'admin', null, [], 1000),
    p(3, 'ny@example.dk', 'Nylaerer123!', 'Nikolaj', 'Nygaard', 'teacher', null, [], 1, ['Dansk']),
    p(4, 'sofie.bech@example.dk', demo, 'Sofie', 'Bech', 'teacher', 'inst-1001', ['iværksætterdag'], 300, [
      'Matematik',
    ]),
    p(5, 'jonas.krogh@example.dk', demo, 'Jonas', 'Krogh', 'teacher', 'inst-1003', ['kickstart'], 250, [
      'Teknologi',
    ]),
    p(
      6,
      'aase.oestergaard@example.dk',
      demo,
      'Åse',
      'Østergaard',
      'teacher',
      'inst-1004',
      ['company-programme'],
      180,
      ['Økonomi'],
    ),
    p(
      7,
      'frederik.moeller@example.dk',
      demo,
      'Frederik',
      'Møller',
      'teacher',
      'inst-1005',
      ['innovationsugen', 'iværksætterdag'],
      120,
      ['Natur/teknologi'],
    ),
    p(8, 'ida.soerensen@example.dk', demo, 'Ida', 'Sørensen', 'teacher', 'inst-1006', ['kickstart'], 60, [
      'Engelsk',
    ]),
    p(9, 'mikkel.dahl@example.dk', demo, 'Mikkel', 'Dahl', 'teacher', 'inst-1007', [], 30, ['Innovation']),
    p(
      10,
      'camilla.winther@example.dk',
      demo,
      'Camilla',
      'Winther',
      'teacher',
      'inst-1008',
      ['innovationsugen'],
      14,
      ['Håndværk og design'],
    ),
    p(11, 'rasmus.aagaard@example.dk', demo, 'Rasmus', 'Aagaard', 'teacher', 'inst-1009', [], 6, ['Idræt']),
    p(12, 'louise.thygesen@example.dk', demo, 'Louise', 'Thygesen', 'teacher', 'inst-1010', [], 2, [
      'Samfundsfag',
    ]),
    // Can sign in, but has no product record yet: the person who signs up for the programme.
    {
      ...p(13, 'tilmeld@example.dk', 'Tilmeld123!', 'Tine', 'Tilmelding', 'teacher', null, [], 0),
      productRecord: false,
    },
    // An account whose e-mail address was never confirmed: the site refuses its sign-in.
    {
      ...p(14, 'ubekraeftet@example.dk', 'Ubekraeftet123!', 'Ulla', 'Ubekræftet', 'teacher', null, [], 0),
      productRecord: false,
      emailVerified: false,
    },
  ];
}

export const MATERIALS: SeedMaterial[] = [
  {
    materialId: 'mat-4001',
    title: 'Fra idé til handling',
    description: 'Grundbog i entreprenørskab for udskolingen med 12 lektioner og elevark.',
    format: 'pdf',
    programName: 'innovationsugen',
    fileUdi: MEDIA.materialPdfA.udi,
    imageUdi: MEDIA.materialCoverA.udi,
    requiresCode: false,
  },
  {
    materialId: 'mat-4002',
    title: 'Kickstart-guiden',
    description: 'Lærervejledning til det fire uger lange Kickstart-forløb.',
    format: 'pdf',
    programName: 'kickstart',
    fileUdi: MEDIA.materialPdfB.udi,
    imageUdi: MEDIA.materialCoverB.udi,
    requiresCode: false,
  },
  {
    materialId: 'mat-4003',
    title: 'Innovationsugen',
    description: 'E-bog med dag-for-dag-plan, opgaver og evalueringsskema.',
    format: 'ebook',
    programName: 'innovationsugen',
    fileUdi: MEDIA.materialPdfC.udi,
    imageUdi: MEDIA.materialCoverC.udi,
    requiresCode: true,
  },
  {
    materialId: 'mat-4004',
    title: 'Vurdering af iværksætterkompetencer',
    description: 'Rubrikker og elevselvevaluering til de fire kompetencer.',
    format: 'pdf',
    programName: null,
    fileUdi: MEDIA.materialPdfD.udi,
    imageUdi: MEDIA.materialCoverA.udi,
    requiresCode: true,
  },
  {
    materialId: 'mat-4005',
    title: 'Brev til forældre',
    description: 'Skabelon til at fortælle forældre om et entreprenørskabsforløb.',
    format: 'pdf',
    programName: null,
    fileUdi: MEDIA.materialPdfE.udi,
    imageUdi: MEDIA.materialCoverB.udi,
    requiresCode: false,
  },
  {
    materialId: 'mat-4006',
    title: 'Drejebog til skolefinalen',
    description: 'E-bog om at planlægge en finale med dommere, publikum og præmier.',
    format: 'ebook',
    programName: 'kickstart',
    fileUdi: MEDIA.materialPdfF.udi,
    imageUdi: MEDIA.materialCoverC.udi,
    requiresCode: true,
  },
];
