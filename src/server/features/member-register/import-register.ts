import { normalizePhone } from '../../../contract/access';
import { emailSchema, messages } from '../../../contract/common';
import {
  type ImportReport,
  type ImportRow,
  LEGACY_NO_ACCOUNT_STATUS,
  type MemberStatus,
  normalizeIdNumber,
  normalizeMemberNo,
  REGISTER_IMPORT_MAX_ROWS,
  type RegisterColumn,
  registerColumns,
  registerLimits,
  registerMessages,
  registerStatuses,
  requiredRegisterColumns,
} from '../../../contract/member-register';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import type { MemberRegisterTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { refreshMemberSearchForMemberNos } from '../member-search/public';
import { CsvError, decodeCsvText, detectDelimiter, normalizeHeader, parseCsv } from './csv';
import { recordStatusChange } from './status-history';

/** Other names spreadsheets use for the same columns (after normalizeHeader). */
const aliases: Record<RegisterColumn, string[]> = {
  member_no: ['member_no', 'member_number', 'membership_no', 'membership_number', 'memberno', 'no'],
  first_name: ['first_name', 'firstname', 'given_name'],
  second_name: ['second_name', 'secondname', 'middle_name', 'other_name', 'other_names'],
  last_name: ['last_name', 'lastname', 'surname', 'family_name'],
  id_number: [
    'id_number',
    'id_no',
    'idnumber',
    'id_passport',
    'id_passport_no',
    'passport_no',
    'national_id',
  ],
  email: ['email', 'e_mail', 'email_address', 'e_mail_address'],
  phone: ['phone', 'phone_no', 'phone_number', 'mobile', 'mobile_no', 'mobile_number'],
  category: ['category', 'membership_category', 'category_code'],
  status: ['status', 'membership_status', 'member_status'],
};

/** The values an entry holds, as the file gives them after normalising. */
type EntryValues = Pick<
  MemberRegisterTable,
  'first_name' | 'second_name' | 'last_name' | 'id_number' | 'email' | 'phone' | 'category' | 'status'
>;
/** Every column of the file but the member number, which names the entry. */
const comparedFields = registerColumns.filter(
  (column): column is Exclude<RegisterColumn, 'member_no'> => column !== 'member_no',
);

interface ValidRow {
  line: number;
  memberNo: string;
  values: EntryValues;
}

const upperName = (value: string) => value.replace(/\s+/g, ' ').trim().toUpperCase();
const fail = (message: string) => badRequest(message, { file: message });

/** Finds each column's position in the header row; throws 400 when required ones are missing. */
function mapColumns(header: string[]): Map<RegisterColumn, number> {
  const names = header.map(normalizeHeader);
  const positions = new Map<RegisterColumn, number>();
  for (const column of registerColumns) {
    const index = names.findIndex((name) => aliases[column].includes(name));
    if (index >= 0) positions.set(column, index);
  }
  if (positions.size === 0) throw fail(registerMessages.notCsv);
  const missing = requiredRegisterColumns.filter((column) => !positions.has(column));
  if (missing.length > 0) throw fail(registerMessages.missingColumns(missing));
  return positions;
}

function validateRow(
  fields: string[],
  positions: Map<RegisterColumn, number>,
  categories: Set<string>,
): { memberNo: string; values?: EntryValues; reason?: string } {
  const raw = (column: RegisterColumn) => {
    const index = positions.get(column);
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const problems: string[] = [];
  const need = (column: RegisterColumn, value: string, max: number) => {
    if (value === '') problems.push(`${column}: ${messages.fieldRequired}`);
    else if (value.length > max) problems.push(`${column}: ${registerMessages.tooLong(max)}`);
  };

  const memberNo = normalizeMemberNo(raw('member_no'));
  need('member_no', memberNo, registerLimits.memberNo);
  const firstName = upperName(raw('first_name'));
  need('first_name', firstName, registerLimits.name);
  const secondName = upperName(raw('second_name'));
  if (secondName.length > registerLimits.name) {
    problems.push(`second_name: ${registerMessages.tooLong(registerLimits.name)}`);
  }
  const lastName = upperName(raw('last_name'));
  need('last_name', lastName, registerLimits.name);
  const idNumber = normalizeIdNumber(raw('id_number'));
  need('id_number', idNumber, registerLimits.idNumber);

  let email: string | null = null;
  if (raw('email') !== '') {
    const parsed = emailSchema.safeParse(raw('email'));
    if (parsed.success) email = parsed.data;
    else problems.push(`email: ${parsed.error.issues[0]?.message ?? messages.emailInvalid}`);
  }
  let phone: string | null = null;
  if (raw('phone') !== '') {
    phone = normalizePhone(raw('phone'));
    if (phone === null) problems.push(`phone: ${messages.phoneInvalid}`);
  }

  const category = raw('category').toUpperCase();
  if (category === '') problems.push(`category: ${messages.fieldRequired}`);
  else if (!categories.has(category))
    problems.push(`category: ${registerMessages.unknownCategory(category)}`);

  const statusText = raw('status').toLowerCase();
  const written = registerStatuses.find((known) => known.toLowerCase() === statusText);
  const status: MemberStatus | undefined = written === LEGACY_NO_ACCOUNT_STATUS ? 'Active' : written;
  if (statusText === '') problems.push(`status: ${messages.fieldRequired}`);
  else if (!status) problems.push(`status: ${registerMessages.invalidStatus}`);

  if (problems.length > 0 || !status) return { memberNo, reason: problems.join('; ') };
  return {
    memberNo,
    values: {
      first_name: firstName,
      second_name: secondName || null,
      last_name: lastName,
      id_number: idNumber,
      email,
      phone,
      category,
      status,
    },
  };
}

/** What an import changes on an existing entry; user_id and activated_at are never the file's business. */
function changesFor(
  existing: EntryValues & { user_id: number | null },
  values: EntryValues,
  columns: ReadonlyMap<RegisterColumn, number>,
): Partial<EntryValues> {
  const changes: Partial<EntryValues> = {};
  // A column the file leaves out says nothing about the entry: a file of names alone must not
  // blank the contacts staff added.
  for (const field of comparedFields.filter((column) => columns.has(column))) {
    if (existing[field] !== values[field]) Object.assign(changes, { [field]: values[field] });
  }
  return changes;
}

/**
 * Admins upload the register as CSV (decisions.md "Admin"). Each row is checked and upserted by
 * member number; the answer reports every row. Importing the same file again changes nothing.
 */
export async function importRegister(
  context: AppContext,
  file: Uint8Array | string,
  actor: AuditActor,
): Promise<ImportReport> {
  const text = typeof file === 'string' ? file.replace(/^\uFEFF/, '') : decodeCsvText(file);
  if (text === null || text.trim() === '')
    throw fail(text === null ? registerMessages.notCsv : registerMessages.noRows);
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, detectDelimiter(text));
  } catch (error) {
    if (error instanceof CsvError) throw fail(`${registerMessages.notCsv} ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw fail(registerMessages.notCsv);
  const positions = mapColumns(header.fields);
  if (rows.length === 0) throw fail(registerMessages.noRows);
  if (rows.length > REGISTER_IMPORT_MAX_ROWS) throw fail(registerMessages.tooManyRows);

  const { db } = context;
  const categories = new Set(
    (await db.selectFrom('membership_categories').select('code').execute()).map((row) => row.code),
  );

  const report: ImportRow[] = [];
  const valid: ValidRow[] = [];
  const seen = new Map<string, number>();
  for (const record of rows) {
    const checked = validateRow(record.fields, positions, categories);
    const firstLine = checked.memberNo ? seen.get(checked.memberNo) : undefined;
    if (checked.values && firstLine !== undefined) {
      checked.reason = `member_no: ${registerMessages.duplicate(firstLine)}`;
      checked.values = undefined;
    }
    if (checked.values) {
      seen.set(checked.memberNo, record.line);
      valid.push({ line: record.line, memberNo: checked.memberNo, values: checked.values });
      report.push({ line: record.line, member_no: checked.memberNo, outcome: 'unchanged' });
    } else {
      report.push({
        line: record.line,
        member_no: checked.memberNo,
        outcome: 'rejected',
        reason: checked.reason ?? messages.fieldRequired,
      });
    }
  }

  const outcomes = new Map<number, ImportRow['outcome']>();
  const count = (outcome: ImportRow['outcome']) => report.filter((row) => row.outcome === outcome).length;
  await db.transaction().execute(async (trx) => {
    const existing = new Map<string, EntryValues & { id: number; user_id: number | null }>();
    for (let start = 0; start < valid.length; start += 500) {
      const chunk = valid.slice(start, start + 500).map((row) => row.memberNo);
      const found = await trx
        .selectFrom('member_register')
        .select(['id', 'member_no', 'user_id', ...comparedFields])
        .where('member_no', 'in', chunk)
        .execute();
      for (const row of found) existing.set(row.member_no, row);
    }
    const now = nowIso();
    const inserts: (EntryValues & { member_no: string })[] = [];
    for (const row of valid) {
      const current = existing.get(row.memberNo);
      if (!current) {
        inserts.push({ member_no: row.memberNo, ...row.values });
        outcomes.set(row.line, 'added');
        continue;
      }
      const changes = changesFor(current, row.values, positions);
      if (Object.keys(changes).length === 0) continue;
      await trx
        .updateTable('member_register')
        .set({ ...changes, updated_at: now })
        .where('id', '=', current.id)
        .execute();
      if (changes.status)
        await recordStatusChange(trx, {
          memberId: current.id,
          from: current.status,
          to: changes.status,
          reason: registerMessages.importStatusReason,
          effectiveOn: todayIso(),
          actorId: actor.actorId,
        });
      outcomes.set(row.line, 'updated');
    }
    for (let start = 0; start < inserts.length; start += 100) {
      await trx
        .insertInto('member_register')
        .values(
          inserts.slice(start, start + 100).map((entry) => ({
            ...entry,
            user_id: null,
            activated_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    for (const row of report) {
      const outcome = outcomes.get(row.line);
      if (outcome) row.outcome = outcome;
    }
    await refreshMemberSearchForMemberNos(trx, [
      ...existing.keys(),
      ...inserts.map((entry) => entry.member_no),
    ]);
    await recordAudit(trx, {
      actor,
      action: 'member-register.import',
      subjectType: 'member_register',
      details: {
        rows: report.length,
        added: count('added'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        rejected: count('rejected'),
      },
    });
  });

  return {
    accepted: count('added') + count('updated'),
    added: count('added'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
    rows: report,
  };
}
