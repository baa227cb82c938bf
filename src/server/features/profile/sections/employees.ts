import {
  employeeEntrySchema,
  employeeSchemas,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { conflict } from '../../../platform/errors';
import { defineSection, invalidField } from './section';

/** The code list the employee types come from (seeded reference data). */
export const EMPLOYEE_TYPES_LIST = 'employee-types';

/**
 * A firm's employees (spec 2 §3 Employee, §5 Firm sections): how many of each employee type, one
 * entry per type (a second answers 409).
 */
export const employeesSection = defineSection({
  info: profileSections.employees,
  audience: 'Corporate',
  table: 'profile_employees',
  schemas: employeeSchemas,
  entry: employeeEntrySchema,
  async columns(fields, { db }) {
    const type = await db
      .selectFrom('code_lists')
      .select(['code', 'description'])
      .where('list', '=', EMPLOYEE_TYPES_LIST)
      .where('code', '=', fields.code)
      .executeTakeFirst();
    if (!type) throw invalidField('code', sectionMessages.chooseFromList);
    return { code: type.code, description: type.description, employee_count: fields.count };
  },
  check(fields, { siblings }) {
    const taken = siblings.find((sibling) => sibling.code === fields.code);
    if (taken) throw conflict(sectionMessages.employeeTypeTaken(taken.description));
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    code: row.code,
    description: row.description,
    count: row.employee_count,
  }),
});
