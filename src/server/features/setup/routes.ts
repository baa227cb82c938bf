import type { FastifyInstance } from 'fastify';
import { setupEndpoints as declared } from '../../../contract/endpoints/setup';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import * as queries from './queries';

/** Public reference lookups the forms need (spec 1 §3 "Setup lists"). Documented at /api/docs. */
export function setupRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['setup']);
  const { db } = context;

  serve(declared.countries, 'public', () => queries.listCountries(db));
  serve(declared.counties, 'public', (request) => queries.listCounties(db, request.query.countryCode));
  serve(declared.cities, 'public', (request) => queries.listCities(db, request.query.county));
  serve(declared.titles, 'public', (request) => queries.listTitles(db, request.query.category));
  serve(declared.disciplines, 'public', () => queries.listDisciplines(db));
  serve(declared.specializationTypes, 'public', (request) =>
    queries.listSpecializationTypes(db, request.query.discipline),
  );
  serve(declared.categories, 'public', (request) => queries.listCategories(db, request.query.type));
  serve(declared.universities, 'public', (request) => {
    const { foreign } = request.query;
    return queries.listUniversities(db, foreign === undefined ? undefined : foreign === 'true');
  });
  serve(declared.disclaimers, 'public', (request) => queries.listDisclaimers(db, request.query.type));
  serve(declared.codeList, 'public', (request) => queries.listCodeList(db, request.params.list));
  serve(declared.terms, 'public', () => queries.listTerms(db));
  serve(declared.companyInformation, 'public', async () => {
    const information = await queries.getCompanyInformation(db);
    if (!information) throw notFound('Company information is not set up.');
    return information;
  });
}
