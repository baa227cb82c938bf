import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userTypes } from '../../../contract/auth';
import {
  categorySchema,
  citySchema,
  codeDescriptionSchema,
  codeLists,
  companyInformationSchema,
  countrySchema,
  countySchema,
  disclaimerSchema,
  disclaimerTypes,
  specializationTypeSchema,
  termsSchema,
  titleSchema,
  universitySchema,
} from '../../../contract/setup';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import * as queries from './queries';

const list = <T extends z.ZodType>(item: T) => ({ 200: z.object({ data: z.array(item) }) });
const tags = ['setup'];

/** Public reference lookups the forms need (spec 1 §3 "Setup lists"). Documented at /api/docs. */
export function setupRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get('/api/setup/countries', { schema: { tags, response: list(countrySchema) } }, async () => ({
    data: await queries.listCountries(db),
  }));
  api.get(
    '/api/setup/counties',
    {
      schema: {
        tags,
        querystring: z.object({ countryCode: z.string().max(3).optional() }),
        response: list(countySchema),
      },
    },
    async (request) => ({ data: await queries.listCounties(db, request.query.countryCode) }),
  );
  api.get(
    '/api/setup/cities',
    {
      schema: {
        tags,
        querystring: z.object({ county: z.coerce.number().int().optional() }),
        response: list(citySchema),
      },
    },
    async (request) => ({ data: await queries.listCities(db, request.query.county) }),
  );
  api.get(
    '/api/setup/titles',
    {
      schema: {
        tags,
        summary: 'Titles; with ?category=CODE only those the category is entitled to',
        querystring: z.object({ category: z.string().max(40).optional() }),
        response: list(titleSchema),
      },
    },
    async (request) => ({ data: await queries.listTitles(db, request.query.category) }),
  );
  api.get(
    '/api/setup/disciplines',
    { schema: { tags, response: list(codeDescriptionSchema) } },
    async () => ({
      data: await queries.listDisciplines(db),
    }),
  );
  api.get(
    '/api/setup/specialization-types',
    {
      schema: {
        tags,
        querystring: z.object({ discipline: z.string().max(40).optional() }),
        response: list(specializationTypeSchema),
      },
    },
    async (request) => ({ data: await queries.listSpecializationTypes(db, request.query.discipline) }),
  );
  api.get(
    '/api/setup/categories',
    {
      schema: {
        tags,
        querystring: z.object({ type: z.enum(userTypes).optional() }),
        response: list(categorySchema),
      },
    },
    async (request) => ({ data: await queries.listCategories(db, request.query.type) }),
  );
  api.get(
    '/api/setup/universities',
    {
      schema: {
        tags,
        querystring: z.object({ foreign: z.enum(['true', 'false']).optional() }),
        response: list(universitySchema),
      },
    },
    async (request) => ({
      data: await queries.listUniversities(
        db,
        request.query.foreign === undefined ? undefined : request.query.foreign === 'true',
      ),
    }),
  );
  api.get(
    '/api/setup/disclaimers',
    {
      schema: {
        tags,
        querystring: z.object({ type: z.enum(disclaimerTypes).optional() }),
        response: list(disclaimerSchema),
      },
    },
    async (request) => ({ data: await queries.listDisclaimers(db, request.query.type) }),
  );
  api.get(
    '/api/setup/lists/:list',
    {
      schema: {
        tags,
        summary: `Code lists: ${codeLists.join(', ')}`,
        params: z.object({ list: z.enum(codeLists) }),
        response: list(codeDescriptionSchema),
      },
    },
    async (request) => ({ data: await queries.listCodeList(db, request.params.list) }),
  );
  api.get('/api/company/terms', { schema: { tags, response: list(termsSchema) } }, async () => ({
    data: await queries.listTerms(db),
  }));
  api.get(
    '/api/company/information',
    { schema: { tags, response: { 200: z.object({ data: companyInformationSchema }) } } },
    async () => {
      const information = await queries.getCompanyInformation(db);
      if (!information) throw notFound('Company information is not set up.');
      return { data: information };
    },
  );
}
