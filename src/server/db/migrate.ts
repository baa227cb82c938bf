import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001-foundation';
import * as access from './migrations/0002-access';
import * as activation from './migrations/0003-activation';
import * as documents from './migrations/0004-documents';
import * as profileSections from './migrations/0005-profile-sections';
import * as bio from './migrations/0006-bio';
import * as sectionFiles from './migrations/0007-section-files';
import * as checklist from './migrations/0008-checklist';
import * as firmSections from './migrations/0009-firm-sections';
import * as referees from './migrations/0010-referees';
import * as firmBio from './migrations/0011-firm-bio';
import * as transcripts from './migrations/0012-transcripts';
import * as checklistItems from './migrations/0013-checklist-items';
import * as refereeAnswers from './migrations/0014-referee-answers';
import * as money from './migrations/0015-money';
import * as applications from './migrations/0016-applications';
import * as subscriptions from './migrations/0017-subscriptions';
import * as upgrades from './migrations/0018-upgrades';
import * as licences from './migrations/0019-licences';
import * as events from './migrations/0020-events';
import * as memberSearch from './migrations/0021-member-search';
import * as memberSearchChanges from './migrations/0022-member-search-changes';
import * as userDeactivation from './migrations/0023-user-deactivation';
import * as seedRuns from './migrations/0024-seed-runs';
import * as billingWalkIndex from './migrations/0025-billing-walk-index';
import * as auditActedAs from './migrations/0026-audit-acted-as';
import * as sessionIdle from './migrations/0027-session-idle';
import * as memberRecords from './migrations/0028-member-records';
import * as phoneE164 from './migrations/0029-phone-e164';
import * as registerSearch from './migrations/0030-register-search';
import * as licenceValidity from './migrations/0031-licence-validity';
import * as creditNotes from './migrations/0032-credit-notes';
import * as reviewAssignment from './migrations/0033-review-assignment';
import * as derivedRebuilds from './migrations/0034-derived-rebuilds';
import * as outboxRecovery from './migrations/0035-outbox-recovery';
import * as cpdCompliance from './migrations/0036-cpd-compliance';
import * as cpdReviewAudit from './migrations/0037-cpd-review-audit';
import * as cpdStanding from './migrations/0038-cpd-standing';

/** Migrations are listed in code so the bundled server carries them; names sort in run order. */
const migrations = {
  '0001-foundation': foundation,
  '0002-access': access,
  '0003-activation': activation,
  '0004-documents': documents,
  '0005-profile-sections': profileSections,
  '0006-bio': bio,
  '0007-section-files': sectionFiles,
  '0008-checklist': checklist,
  '0009-firm-sections': firmSections,
  '0010-referees': referees,
  '0011-firm-bio': firmBio,
  '0012-transcripts': transcripts,
  '0013-checklist-items': checklistItems,
  '0014-referee-answers': refereeAnswers,
  '0015-money': money,
  '0016-applications': applications,
  '0017-subscriptions': subscriptions,
  '0018-upgrades': upgrades,
  '0019-licences': licences,
  '0020-events': events,
  '0021-member-search': memberSearch,
  '0022-member-search-changes': memberSearchChanges,
  '0023-user-deactivation': userDeactivation,
  '0024-seed-runs': seedRuns,
  '0025-billing-walk-index': billingWalkIndex,
  '0026-audit-acted-as': auditActedAs,
  '0027-session-idle': sessionIdle,
  '0028-member-records': memberRecords,
  '0029-phone-e164': phoneE164,
  '0030-register-search': registerSearch,
  '0031-licence-validity': licenceValidity,
  '0032-credit-notes': creditNotes,
  '0033-review-assignment': reviewAssignment,
  '0034-derived-rebuilds': derivedRebuilds,
  '0035-outbox-recovery': outboxRecovery,
  '0036-cpd-compliance': cpdCompliance,
  '0037-cpd-review-audit': cpdReviewAudit,
  '0038-cpd-standing': cpdStanding,
} satisfies Record<string, Migration>;

const provider: MigrationProvider = { getMigrations: async () => migrations };

export type MigrationName = keyof typeof migrations;

/** Migrates to the latest migration, or only up to `last` (tests of an upgrade start from an older schema). */
export async function migrateToLatest(db: Db, last?: MigrationName): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (last ? migrator.migrateTo(last) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
