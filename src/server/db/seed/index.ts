import { seedChecklistRules } from '../../features/checklist/rules';
import { rebuildMemberSearch } from '../../features/member-search/sync';
import type { Db } from '../database';
import { seedDemoData } from './demo';
import { seedDemoBilling } from './demo-billing';
import { seedDemoCpd } from './demo-cpd';
import { seedDemoEvents } from './demo-events';
import { seedRegisterCrowd } from './demo-register-crowd';
import { seedMemberRegister } from './member-register';
import { seedRefereeQuestionnaire } from './referee-questionnaire';
import { seedReferenceData } from './reference';

export async function seed(db: Db, options: { demo: boolean; superAdminEmail: string }): Promise<void> {
  await seedReferenceData(db);
  await seedChecklistRules(db);
  await seedRefereeQuestionnaire(db);
  if (options.demo) {
    await seedDemoData(db, options.superAdminEmail);
    await seedMemberRegister(db);
    await seedRegisterCrowd(db);
    await seedDemoBilling(db, 'member@eik.example', new Date().getFullYear());
    await seedDemoEvents(db);
    // After the events: it marks attendance on the demo bookings of events already held.
    await seedDemoCpd(db);
    // The demo members are written straight to the tables, so the public search index follows here.
    await rebuildMemberSearch(db);
  }
}
