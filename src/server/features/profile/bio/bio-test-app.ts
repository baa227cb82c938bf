import { demo, startTestApp, type TestApp } from '../../../test-support/harness';

/** Shared setup for the bio tests: each test file starts its own app in its `beforeAll`. */

/** A real 1x1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = (size = 2_000) => {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
export const exe = () => {
  const file = Buffer.alloc(4_000, 0);
  file.write('MZ');
  return file;
};
export const blob = (content: Buffer, type: string) => new Blob([new Uint8Array(content)], { type });

export const validFields: Record<string, string> = {
  FirstName: 'wanjiru',
  SecondName: 'achieng',
  LastName: 'otieno',
  Gender: 'Female',
  DateOfBirth: '1995-06-01',
  IdentificationDocumentNo: '34567890',
  Nationality: 'KE',
  county: '47',
  City: 'Nairobi',
  Discipline: 'CIVIL',
  Disability: 'false',
  profileTitle: JSON.stringify([{ title: 'MS' }]),
};

export function bioForm(
  fields: Record<string, string> = validFields,
  files: { picture?: Buffer | null; IDImage?: Buffer; idName?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const picture = files.picture === undefined ? tinyPng : files.picture;
  if (picture) form.append('picture', blob(picture, 'image/png'), 'me.png');
  if (files.IDImage) form.append('IDImage', blob(files.IDImage, 'application/pdf'), files.idName ?? 'id.pdf');
  return form;
}

export let t: TestApp;
let counter = 0;

/** A new verified Individual applicant without a profile (the demo applicant's password). */
export async function newApplicant(category = 'GRADUATE'): Promise<string> {
  const template = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demo.applicant)
    .executeTakeFirstOrThrow();
  counter += 1;
  const email = `bio-${counter}@test.example`;
  const { id: _id, ...rest } = template;
  await t.db
    .insertInto('users')
    .values({ ...rest, email, id_number: `9${String(counter).padStart(7, '0')}`, category })
    .execute();
  return t.login(email);
}

export async function setCaption(caption: string) {
  const row = await t.db.selectFrom('settings').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const minor = { ...JSON.parse(row.minor_settings), organisation_caption: caption };
  await t.db
    .updateTable('settings')
    .set({ minor_settings: JSON.stringify(minor) })
    .where('id', '=', row.id)
    .execute();
}

export async function startBioApp() {
  t = await startTestApp();
}
export async function stopBioApp() {
  await t?.close();
}
