import { InstitutionSegments } from './InstitutionSegments';
import { NewestUsers } from './NewestUsers';
import { ProgramMembers } from './ProgramMembers';

/** Admin oversigt: the newest users, the programmes and the institutions, each with its numbers. */
export function OverviewScreen() {
  return (
    <>
      <NewestUsers />
      <ProgramMembers />
      <InstitutionSegments />
    </>
  );
}
