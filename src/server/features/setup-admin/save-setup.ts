import type {
  CompanyInformation,
  CompanyInformationUpdate,
  Disclaimer,
  DisclaimerUpdate,
  Terms,
  TermsUpdate,
} from '../../../contract/setup';
import type { FileKind } from '../../../contract/uploads';
import { fileKindMimeTypes } from '../../../contract/uploads';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { changesBetween } from '../../platform/audit-changes';
import { notFound } from '../../platform/errors';
import { getCompanyInformation, listDisclaimers, listTerms } from '../setup/public';

const companyMissing = () => notFound('Company information is not set up.');

async function readCompany(db: Db): Promise<CompanyInformation> {
  const information = await getCompanyInformation(db);
  if (!information) throw companyMissing();
  return information;
}

/** The body's identity as staff edit it; the logo changes only through saveCompanyLogo. */
export async function saveCompanyInformation(
  db: Db,
  update: CompanyInformationUpdate,
  actor: AuditActor,
): Promise<CompanyInformation> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('company_information')
      .select(['id', 'display_name', 'short_name', 'email', 'phone', 'address', 'website'])
      .orderBy('id')
      .executeTakeFirst();
    if (!row) throw companyMissing();
    const { id, ...before } = row;
    const after = {
      display_name: update.displayName,
      short_name: update.shortName,
      email: update.email,
      phone: update.phone,
      address: update.address,
      website: update.website,
    };
    await trx.updateTable('company_information').set(after).where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'company-information.update',
      subjectType: 'company_information',
      subjectId: id,
      details: changesBetween(before, after),
    });
  });
  return readCompany(db);
}

/** Stores the logo as a data URL: the top bar puts it in an <img> and the PDFs embed it as it is. */
export async function saveCompanyLogo(
  db: Db,
  logo: { bytes: Buffer; kind: FileKind },
  actor: AuditActor,
): Promise<CompanyInformation> {
  const dataUrl = `data:${fileKindMimeTypes[logo.kind]};base64,${logo.bytes.toString('base64')}`;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('company_information').select('id').orderBy('id').executeTakeFirst();
    if (!row) throw companyMissing();
    await trx.updateTable('company_information').set({ logo: dataUrl }).where('id', '=', row.id).execute();
    await recordAudit(trx, {
      actor,
      action: 'company-logo.update',
      subjectType: 'company_information',
      subjectId: row.id,
      details: { kind: logo.kind, bytes: logo.bytes.length },
    });
  });
  return readCompany(db);
}

/** The portal has one terms text (the first row); it is created when the lookup is still empty. */
export async function saveTerms(db: Db, update: TermsUpdate, actor: AuditActor): Promise<Terms> {
  await db.transaction().execute(async (trx) => {
    const values = { terms_and_conditions: update.termsAndConditions, project_url: update.projectURL };
    const row = await trx
      .selectFrom('terms')
      .select(['id', 'terms_and_conditions', 'project_url'])
      .orderBy('id')
      .executeTakeFirst();
    if (row) await trx.updateTable('terms').set(values).where('id', '=', row.id).execute();
    else await trx.insertInto('terms').values(values).execute();
    // The whole wording before and after: which terms a member accepted on a day is a legal question.
    const before = row
      ? { terms_and_conditions: row.terms_and_conditions, project_url: row.project_url }
      : {};
    await recordAudit(trx, {
      actor,
      action: 'terms.update',
      subjectType: 'terms',
      subjectId: row?.id,
      details: changesBetween(before, values),
    });
  });
  const [terms] = await listTerms(db);
  return terms ?? { termsAndConditions: update.termsAndConditions, projectURL: update.projectURL };
}

/** Sets one disclaimer's text; an empty text removes it, so its consent dialog no longer appears. */
export async function saveDisclaimer(
  db: Db,
  disclaimerType: Disclaimer['disclaimerType'],
  update: DisclaimerUpdate,
  actor: AuditActor,
): Promise<Disclaimer[]> {
  await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('disclaimers')
      .select('description')
      .where('disclaimer_type', '=', disclaimerType)
      .executeTakeFirst();
    if (update.description === '') {
      await trx.deleteFrom('disclaimers').where('disclaimer_type', '=', disclaimerType).execute();
    } else {
      await trx
        .insertInto('disclaimers')
        .values({ disclaimer_type: disclaimerType, description: update.description })
        .onConflict((conflict) =>
          conflict.column('disclaimer_type').doUpdateSet({ description: update.description }),
        )
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: update.description === '' ? 'disclaimer.remove' : 'disclaimer.update',
      subjectType: 'disclaimer',
      subjectId: disclaimerType,
      details: changesBetween(
        { description: previous?.description ?? '' },
        { description: update.description },
      ),
    });
  });
  return listDisclaimers(db);
}
