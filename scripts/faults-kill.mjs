// The kill -9 scenarios of `npm run bench` (issue 11, "Load and faults"): the built server is killed
// with SIGKILL in the middle of a burst of payment callbacks, and again in the middle of a burst of
// profile saves, then started again on the same SQLite database. Nothing acknowledged may be lost,
// nothing may be posted twice, and SQLite must find the file sound. Each scenario runs three rounds,
// killing at a different point of its burst (after a fifth, half and four fifths of the answers).
//
// The members and their invoices are written straight into the database (the demo member's rows
// copied under new e-mails and member numbers); everything the scenarios then do goes through the
// HTTP API as the web and the payment gateway do. Each scenario reports one check (problems found,
// target 0). Before the figures count, the books check is shown a copy of the database with a receipt
// posted twice and an allocation removed, and must count both: a check that cannot fail proves nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertServerBuilt, BenchError } from './bench.mjs';
import { reportCheck } from './bench-report.mjs';
import { killDuringCallbacks, proveBooksCheckCanFail } from './faults-kill-payments.mjs';
import { bioForm, killDuringProfileSaves } from './faults-kill-profiles.mjs';
import { inBatches, KillableServer } from './faults-kill-server.mjs';

const MEMBER_COUNT = 8;
export const KILL_POINTS = [0.2, 0.5, 0.8];
const DEMO_MEMBER = 'member@eik.example';
/** Copies the demo member (user, profile, register entry) `count` times; answers the new members. */
function addMembers(db, count) {
  const insert = (table, row) => {
    const columns = Object.keys(row);
    const statement = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return Number(db.prepare(statement).run(...Object.values(row)).lastInsertRowid);
  };
  const without = ({ id: _id, ...rest }) => rest;
  const user = db.prepare('SELECT * FROM users WHERE email = ?').get(DEMO_MEMBER);
  if (!user) throw new BenchError(`the demo seed has no ${DEMO_MEMBER}`);
  const profile = db.prepare('SELECT * FROM profiles WHERE user_id = ?').get(user.id);
  // A copy gets its own public id (unique since migration 0028) from the insert trigger.
  const { public_id: _publicId, ...registerColumns } = without(
    db.prepare('SELECT * FROM member_register WHERE user_id = ?').get(user.id) ?? {},
  );
  const members = [];
  db.transaction(() => {
    for (let index = 1; index <= count; index++) {
      const email = `kill-member-${index}@eik.example`;
      const idNumber = String(91_000_000 + index);
      const memberNo = `M/K${index}`;
      const lastName = `MEMBER${index}`;
      const userId = insert('users', {
        ...without(user),
        email,
        id_number: idNumber,
        phone_no: `07${String(20_000_000 + index)}`,
      });
      const profileRow = insert('profiles', {
        ...without(profile),
        profile_id: `pending-${userId}`,
        user_id: userId,
        member_no: memberNo,
        id_number: idNumber,
        last_name: lastName,
      });
      db.prepare('UPDATE profiles SET profile_id = ? WHERE id = ?').run(
        `PR-${String(profileRow).padStart(6, '0')}`,
        profileRow,
      );
      insert('member_register', {
        ...registerColumns,
        member_no: memberNo,
        id_number: idNumber,
        last_name: lastName,
        email,
        user_id: userId,
      });
      members.push({ index, email, userId, idNumber, lastName });
    }
  })();
  return members;
}

/** Starts the server once (migrations, demo seed), adds the members, and signs each in. */
async function prepare(server) {
  await server.start();
  await server.stop();
  const members = server.withDatabase((db) => addMembers(db, MEMBER_COUNT));
  await server.start();
  await inBatches(
    members.map((member) => async () => {
      member.token = await server.logIn(member.email);
      const saved = await server.request('POST', '/api/profile/update', {
        token: member.token,
        form: bioForm(member, `START${member.index}`, true),
      });
      if (saved.status !== 200)
        throw new BenchError(
          `the first profile save of ${member.email} answered ${saved.status} ${saved.text}`,
        );
    }),
    4,
  );
  return members;
}

export async function faultKill() {
  assertServerBuilt();
  const databaseDir = await mkdtemp(join(tmpdir(), 'portal-kill-'));
  const server = new KillableServer(databaseDir);
  try {
    const members = await prepare(server);
    const payments = await killDuringCallbacks(server, members, KILL_POINTS);
    const saves = await killDuringProfileSaves(server, members, KILL_POINTS);
    await server.stop();
    reportCheck('kill -9 during payment callbacks: duplicates + losses + integrity', payments.problems);
    reportCheck('kill -9 during profile saves: losses + half-written + integrity', saves.problems);
    await proveBooksCheckCanFail(server.databaseFile, payments.expected, databaseDir);
    return { payments, saves };
  } finally {
    await server.stop();
    await rm(databaseDir, { recursive: true, force: true });
  }
}
