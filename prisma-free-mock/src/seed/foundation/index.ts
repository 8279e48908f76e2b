import { daysFrom } from '../dates';
import type { Seed, SeedPerson } from '../types';
import { BIG_TEACHER } from './constants';
import { generateArticles, generateGrants } from './content';
import { generateEvents } from './events';
import { generateInstitutions } from './institutions';
import { generateMaterials } from './materials';

function bigTeacher(today: Date): SeedPerson {
  const createdAt = daysFrom(today, -1500, 10);
  return {
    userId: BIG_TEACHER.userId,
    email: BIG_TEACHER.email,
    password: BIG_TEACHER.password,
    name: 'Karen Storgaard',
    givenName: 'Karen',
    familyName: 'Storgaard',
    role: 'teacher',
    phone: '+45 20 25 30 40',
    subjects: ['Innovation', 'Samfundsfag'],
    institutionId: 'inst-1002',
    institutionAffirmedAt: daysFrom(today, -20, 10),
    programs: ['kickstart', 'company-programme'],
    createdAt,
  };
}

/**
 * The demo seed grown to a foundation's size: the demo's own records first (every demo account, code and id
 * keeps working), then generated schools, events, materials, news and grants. The teachers, sign-ups and
 * downloads are made with the product state (foundation/history.ts), as the demo's history is.
 */
export function growToFoundation(demo: Seed): Seed {
  const today = demo.now;
  const institutions = [...demo.institutions, ...generateInstitutions(today, demo.institutions)];
  const events = [...demo.events, ...generateEvents(today, institutions)];
  const materials = [...demo.materials, ...generateMaterials()];
  const schools = institutions.filter((i) => i.status === 'confirmed');
  return {
    ...demo,
    scale: 'foundation',
    people: [...demo.people, bigTeacher(today)],
    institutions,
    events,
    materials,
    articles: generateArticles(today, schools, events, materials),
    grants: generateGrants(),
  };
}
