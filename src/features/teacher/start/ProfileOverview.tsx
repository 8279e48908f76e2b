import { AppLink } from '@/components/AppLink/AppLink';
import { InstitutionBanner, ProfileDetails } from '../account/ProfileDetails';
import type { TeacherUser } from '../institutions/types';
import styles from './Start.module.css';
import { PATHS } from '@/lib/routes';

const NEXT = [
  {
    href: PATHS.teacherOverview,
    title: 'Min oversigt',
    text: 'Dine kommende arrangementer og seneste tilmeldinger.',
  },
  {
    href: PATHS.teacherMaterials,
    title: 'Undervisningsmaterialer',
    text: 'Materialer til din undervisning, klar til at hente.',
  },
  {
    href: PATHS.teacherProgrammes,
    title: 'Programmer og events',
    text: 'Meld dig ind i programmer og tilmeld dig arrangementer.',
  },
  { href: PATHS.teacherAccount, title: 'Konto', text: 'Dine oplysninger og din institution.' },
] as const;

/** A member with an institution: who they are to the programme, and where to go from here. */
export function ProfileOverview({ user }: { user: TeacherUser }) {
  return (
    <>
      <InstitutionBanner user={user} />
      <ProfileDetails user={user} />
      <h3 id="videre-titel">Hvor vil du hen?</h3>
      <ul className={styles.next} aria-labelledby="videre-titel">
        {NEXT.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href}>
              <span className={styles.nextTitle}>{item.title}</span>
              {item.text}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
