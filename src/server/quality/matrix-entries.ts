import { nowIso } from '../platform/time';
import type { TestApp } from '../test-support/harness';
import {
  otherUniversityCertification,
  personalContact,
  registeredReferee,
  workExperience,
} from '../test-support/sample-entries';

/** Member A's profile entries: the number of each, and a valid update body of it. */
export interface MatrixEntries {
  entryNo: Record<string, number>;
  /** Valid update bodies by section path, so only ownership can refuse another caller's update. */
  updateBodies: Record<string, unknown>;
  /** A's uploaded attachment, for GET /api/documents/:id. */
  documentId: string;
  transcriptForm: FormData;
  transcriptId: number;
  /** A's logged CPD record, a valid body to save it with, and an evidence form for it. */
  cpdRecordId: number;
  cpdRecordBody: Record<string, unknown>;
  cpdEvidenceForm: FormData;
}

/** Valid entries, as the section tests use them; the referee is a member of the demo register. */
const bodies = {
  contact: personalContact,
  convictions: { ConvictionDate: '2010-01-01', Offence: 'Speeding', SentenceImposed: 'Fine' },
  'work-experience': workExperience,
  referee: registeredReferee,
  attachments: { description: 'CV', fileName: 'My CV' },
  institution: {
    Institution: 'IET',
    memberNo: '1100234',
    membershipType: 'Member',
    yearOfRegistration: 2001,
  },
  certification: { ...otherUniversityCertification, Category: 'Foreign' },
};
/** The sections whose entries carry a file, created as a browser would: multipart with a PDF. */
const withFile: Partial<Record<keyof typeof bodies, string>> = {
  attachments: 'attachment',
  institution: 'attachment',
  certification: 'attachment',
};
const createPath: Partial<Record<keyof typeof bodies, string>> = { referee: '/api/profile/referee/add' };

function pdf(): Blob {
  const bytes = new Uint8Array(1_000).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new Blob([bytes], { type: 'application/pdf' });
}

function formOf(fields: Record<string, unknown>, fileField: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append(fileField, pdf(), 'file.pdf');
  return form;
}

async function posted(t: TestApp, token: string, url: string, body: unknown) {
  const response = await t.api('POST', url, { token, body });
  if (response.statusCode !== 200) throw new Error(`matrix fixture ${url}: ${response.body}`);
  return response.json().data;
}

export async function createMatrixEntries(
  t: TestApp,
  token: string,
  profileRowId: number,
): Promise<MatrixEntries> {
  const entryNo: Record<string, number> = {};
  const updateBodies: Record<string, unknown> = {};
  for (const [path, fields] of Object.entries(bodies) as [keyof typeof bodies, Record<string, unknown>][]) {
    const fileField = withFile[path];
    const url = createPath[path] ?? `/api/profile/${path}`;
    const data = await posted(t, token, url, fileField ? formOf(fields, fileField) : fields);
    entryNo[path] = data.entry.EntryNo;
    updateBodies[path] = { ...fields, EntryNo: data.entry.EntryNo };
  }
  const specialization = await posted(t, token, '/api/profile/specialization', [
    { Code: 'CIVIL_HWY', Description: 'Highways and Transportation Engineering' },
  ]);
  entryNo.specialization = specialization[0].EntryNo;
  updateBodies.specialization = {
    EntryNo: entryNo.specialization,
    Code: 'CIVIL_HWY',
    Description: 'Highways',
  };

  // The referee has answered, so the referee form report exists for A (and for no one else).
  await t.db
    .updateTable('profile_referees')
    .set({ response: 'Accept', responded_at: nowIso() })
    .where('profile_id', '=', profileRowId)
    .execute();

  const transcriptForm = formOf({ EntryNo: entryNo.certification, description: 'Year 1 results' }, 'file');
  const transcript = await posted(t, token, '/api/profile/certification/transcripts', transcriptForm);
  const attachments = (await t.api('GET', '/api/profile/attachments', { token })).json().data as {
    attachment: string;
  }[];
  const type = await t.db
    .selectFrom('cpd_activity_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const cpdRecordBody = {
    activityTypeId: type.id,
    title: 'Matrix course',
    provider: 'EIK',
    startDate: '2024-03-01',
    endDate: '2024-03-02',
    hours: 6,
    reflection: '',
  };
  const cpdRecord = await t.api('POST', '/api/cpd/records', { token, body: cpdRecordBody });
  if (cpdRecord.statusCode !== 201) throw new Error(`matrix fixture CPD record: ${cpdRecord.body}`);
  const cpdEvidenceForm = new FormData();
  cpdEvidenceForm.append('evidence', pdf(), 'evidence.pdf');
  return {
    entryNo,
    updateBodies,
    cpdRecordId: cpdRecord.json().data.id as number,
    cpdRecordBody,
    cpdEvidenceForm,
    documentId: (attachments[0] as { attachment: string }).attachment,
    transcriptForm,
    transcriptId: transcript.transcript.id,
  };
}
