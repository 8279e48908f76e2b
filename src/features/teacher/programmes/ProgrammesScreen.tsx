import { EventList } from './EventList';
import { InstitutionNotice } from './InstitutionNotice';
import { ProgrammeList } from './ProgrammeList';
import styles from './Programmes.module.css';

/** "Programmer og events": the person's programmes, then the events they can act on. */
export function ProgrammesScreen() {
  return (
    <div className={styles.screen}>
      <InstitutionNotice />
      <ProgrammeList />
      <EventList />
    </div>
  );
}
