import { counted } from '@/lib/plural';

/**
 * Danish texts for the material calls' refusals (prisma-free-mock/docs/product-api.md, section 2). The
 * `material.validateCode` call hands its refusal to the screen (raw policy); the reason arrives as the tRPC
 * error's `data.reason`.
 */
export const CODE_REFUSALS: Readonly<Record<string, string>> = {
  'invalid-code': 'Koden findes ikke. Tjek, at du har skrevet den, som den står i dit materiale.',
  'invalid-input': 'Koden kan ikke bruges. Skriv koden, som du har fået den, højst 64 tegn.',
  'no-institution': 'Du skal vælge din institution på din konto, før du kan bruge en materialekode.',
  'institution-pending': 'Din institution venter på godkendelse fra fonden. Prøv igen, når den er godkendt.',
  'user-not-found': 'Du er ikke oprettet som bruger endnu. Tilmeld dig under Min profil først.',
  'other-user': 'Koden kan kun indløses for dig selv.',
  unauthorized: 'Du er ikke længere logget ind. Log ind igen, og prøv igen.',
};

export const CODE_FAILURE = 'Koden kunne ikke tjekkes lige nu. Prøv igen om lidt.';

export const SCHOOL_FAILURE = 'Du kunne ikke få adgang via din skole lige nu. Prøv igen om lidt.';

export const schoolSuccess = (school: string) =>
  `Du har nu adgang via ${school}. Materialerne uden kode er låst op.`;

export const codeSuccess = (count: number) =>
  `Koden er godkendt. ${count === 1 ? '1 materiale' : `${count} materialer`} er nu åbne for dig.`;

/** The download's outcomes, the same in Min profil and on the public site. */
export const DOWNLOAD_TEXTS = {
  failure: (title: string) => `${title} kunne ikke hentes lige nu. Prøv igen om lidt.`,
  /** The file opened in a new tab (a click started it), or is offered as a link (the click was before sign-in). */
  success: (
    title: string,
    counts: { userDownloads: number; totalDownloads: number },
    openedInTab: boolean,
  ) =>
    openedInTab
      ? openedText(title, counts.userDownloads, counts.totalDownloads)
      : `${title} er klar: åbn filen med linket herunder. ${countsText(counts.userDownloads, counts.totalDownloads)}`,
  notRegistered: (title: string) =>
    `Hentningen af ${title} kunne ikke registreres, så filen er ikke åbnet. Prøv igen om lidt.`,
};

export const formatLabel = (format: 'pdf' | 'ebook') => (format === 'pdf' ? 'PDF' : 'E-bog');

/** Why a locked material is locked, and what opens it. */
export function lockedReason(material: { requiresCode: boolean }, validated: boolean): string {
  if (material.requiresCode) return 'Låst: kræver en materialekode.';
  if (!validated) return 'Låst: åbnes, når du låser op via din skole eller med en materialekode.';
  return 'Låst lige nu. Prøv at hente siden igen.';
}

export const timesText = (count: number) => counted(count, 'gang', 'gange');

/** The card's line on the teacher's own downloads: "Du har ikke hentet den endnu." or "Du har hentet den 2 gange, senest 03.12.2026." */
export function ownDownloadsText(count: number, lastDate: string | null): string {
  if (count <= 0) return 'Du har ikke hentet den endnu.';
  return `Du har hentet den ${timesText(count)}${lastDate ? `, senest ${lastDate}` : ''}.`;
}

/**
 * After "Hent": the file opens in a new tab (it lives on another host), so the message says so, not "er hentet".
 * The counts are the registered downloads, this one included.
 */
export const openedText = (title: string, own: number, all: number) =>
  `${title} er åbnet i et nyt vindue. ${countsText(own, all)}`;

/** The registered downloads after one more: "Du har hentet materialet 2 gange, og alle lærere har tilsammen hentet det 7 gange." */
const countsText = (own: number, all: number) =>
  `Du har hentet materialet ${timesText(own)}, og alle lærere har tilsammen hentet det ${timesText(all)}.`;
