// kill -9 during a burst of profile saves (scripts/faults-kill.mjs runs it).
//
// Each round every member saves the bio form (POST /api/profile/update, multipart, as BioForm.tsx
// sends it) SAVES_PER_MEMBER times one after the other, as someone pressing Save again and again,
// all members at once; the server is killed once the given share of the saves has been answered.
// Each save writes its own mark into the second name and the practising firm. After the restart a
// member's profile must hold the mark of their last acknowledged save or of one sent after it (a
// save cut off may still have committed), both fields from the same save (nothing half-written),
// the member search index must agree with the profile, and SQLite must find the file sound.
import { storageProblems } from './faults-kill-server.mjs';

const SAVES_PER_MEMBER = 8;
/** A 1x1 PNG: the first save stores a picture, so the saves under test may leave it as it is. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The title changes from one save to the next, so a save half-written shows in profile_titles too. */
const titleOf = (mark) => (Number(mark.match(/\d+$/)?.[0]) % 2 === 0 ? 'DR' : 'MR');

/** The bio form as BioForm.tsx sends it (multipart, every value a string); `mark` names the save. */
export function bioForm(member, mark, picture = false) {
  const form = new FormData();
  const fields = {
    FirstName: 'KILL',
    SecondName: mark,
    LastName: member.lastName,
    Gender: 'Male',
    DateOfBirth: '1984-03-14',
    IdentificationDocumentNo: member.idNumber,
    Nationality: 'KE',
    county: '47',
    City: 'Nairobi',
    Discipline: 'CIVIL',
    PWDCardNo: '',
    DisabilityDescription: '',
    memberPracticingFirm: `Firm ${mark}`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('Disability', 'false');
  form.append('profileTitle', JSON.stringify([{ title: titleOf(mark) }]));
  if (picture) form.append('picture', new Blob([PICTURE], { type: 'image/png' }), 'picture.png');
  return form;
}

const markOf = (round, member, save) => `R${round}M${member.index}S${save}`;

/** Each member's saves in turn, all members at once; kill -9 after `killAfter` answers in all. */
async function burstAndKill(server, members, round, killAfter) {
  let answered = 0;
  let killing = null;
  const chains = members.map(async (member) => {
    const chain = { member, sent: [], lastAcknowledged: null, acknowledged: 0, refused: 0 };
    for (let save = 1; save <= SAVES_PER_MEMBER; save++) {
      const mark = markOf(round, member, save);
      chain.sent.push(mark);
      const answer = await server.request('POST', '/api/profile/update', {
        token: member.token,
        form: bioForm(member, mark),
      });
      if (answer.status === 0) break;
      if (answer.status !== 200) {
        chain.refused += 1;
        console.log(`  save ${mark} refused: ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      chain.lastAcknowledged = save;
      chain.acknowledged += 1;
      answered += 1;
      if (answered >= killAfter) killing ??= server.kill();
    }
    return chain;
  });
  const results = await Promise.all(chains);
  await (killing ?? server.kill());
  return results;
}

function storedProfiles(server, members) {
  return server.withDatabase(
    (db) => {
      const profile = db.prepare('SELECT second_name, practicing_firm FROM profiles WHERE user_id = ?');
      const indexed = db.prepare('SELECT second_name FROM member_search WHERE user_id = ?');
      return new Map(
        members.map((member) => [
          member.userId,
          { ...profile.get(member.userId), indexedSecondName: indexed.get(member.userId)?.second_name },
        ]),
      );
    },
    { readonly: true },
  );
}

/** What is wrong with one member's profile after the restart, given what was sent and answered. */
async function chainProblems(server, chain, before, stored) {
  const { member, sent, lastAcknowledged } = chain;
  const problems = [];
  const answer = await server.request('GET', '/api/profile', { token: member.token });
  const bio = answer.body?.data;
  if (answer.status !== 200 || !bio) return [`${member.email}: GET /api/profile answered ${answer.status}`];
  const mark = bio.SecondName;
  if (bio.memberPracticingFirm !== `Firm ${mark}`)
    problems.push(
      `${member.email}: half-written, second name ${mark} with firm "${bio.memberPracticingFirm}"`,
    );
  const titles = bio.profileTitle.map((title) => title.title).join(',');
  if (titles !== titleOf(mark))
    problems.push(`${member.email}: half-written, second name ${mark} with titles "${titles}"`);
  if (stored.indexedSecondName !== stored.second_name)
    problems.push(
      `${member.email}: the member search holds ${stored.indexedSecondName}, the profile ${stored.second_name}`,
    );
  if (stored.second_name !== mark)
    problems.push(`${member.email}: the API reads ${mark}, the database holds ${stored.second_name}`);
  const position = sent.indexOf(mark) + 1;
  if (lastAcknowledged !== null && position < lastAcknowledged)
    problems.push(`${member.email}: save ${sent[lastAcknowledged - 1]} was acknowledged, ${mark} is stored`);
  if (lastAcknowledged === null && position === 0 && mark !== before)
    problems.push(`${member.email}: ${mark} is stored, which nobody sent`);
  return problems;
}

export async function killDuringProfileSaves(server, members, killPoints) {
  let problems = 0;
  let before = new Map(members.map((member) => [member.userId, `START${member.index}`]));
  for (const [index, killPoint] of killPoints.entries()) {
    const round = index + 1;
    const total = members.length * SAVES_PER_MEMBER;
    const chains = await burstAndKill(server, members, round, Math.round(total * killPoint));
    await server.start();
    const stored = storedProfiles(server, members);
    const found = [];
    for (const chain of chains) {
      const { userId } = chain.member;
      found.push(...(await chainProblems(server, chain, before.get(userId), stored.get(userId))));
    }
    found.push(...storageProblems(server.databaseFile));
    const refused = chains.reduce((sum, chain) => sum + chain.refused, 0);
    const acknowledged = chains.reduce((sum, chain) => sum + chain.acknowledged, 0);
    const inFlight = chains.filter((chain) => chain.sent.length > (chain.lastAcknowledged ?? 0)).length;
    const landedUnanswered = chains.filter((chain) => {
      const position = chain.sent.indexOf(stored.get(chain.member.userId).second_name) + 1;
      return position > (chain.lastAcknowledged ?? 0);
    }).length;
    problems += found.length + refused;
    console.log(
      `profile saves, round ${round} (kill -9 after ${Math.round(killPoint * 100)}% of the answers): ` +
        `${total} saves planned by ${members.length} members, ${acknowledged} acknowledged before the kill, ` +
        `${inFlight} in flight when it came, ${landedUnanswered} of them stored though never answered, ` +
        `${refused} refused; ${found.length + refused} problems`,
    );
    for (const line of found.slice(0, 20)) console.log(`  ${line}`);
    before = new Map([...stored].map(([userId, row]) => [userId, row.second_name]));
  }
  return { problems };
}
