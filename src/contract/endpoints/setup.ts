import { z } from 'zod';
import { userTypes } from '../auth';
import { endpoint } from '../endpoint';
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
} from '../setup';

/** Public reference lists the forms choose from (spec 1 §3 "Setup lists"), and the body's terms. */
export const setupEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/api/setup/countries',
    summary: 'Countries',
    data: z.array(countrySchema),
  }),
  counties: endpoint({
    method: 'GET',
    path: '/api/setup/counties',
    summary: "Counties; with ?countryCode=KE only that country's",
    query: z.object({ countryCode: z.string().max(3).optional() }),
    data: z.array(countySchema),
  }),
  cities: endpoint({
    method: 'GET',
    path: '/api/setup/cities',
    summary: "Cities; with ?county=N only that county's",
    query: z.object({ county: z.coerce.number().int().optional() }),
    data: z.array(citySchema),
  }),
  titles: endpoint({
    method: 'GET',
    path: '/api/setup/titles',
    summary: 'Titles; with ?category=CODE only those the category is entitled to',
    query: z.object({ category: z.string().max(40).optional() }),
    data: z.array(titleSchema),
  }),
  disciplines: endpoint({
    method: 'GET',
    path: '/api/setup/disciplines',
    summary: 'Engineering disciplines',
    data: z.array(codeDescriptionSchema),
  }),
  specializationTypes: endpoint({
    method: 'GET',
    path: '/api/setup/specialization-types',
    summary: "Specialization types; with ?discipline=CODE only that discipline's",
    query: z.object({ discipline: z.string().max(40).optional() }),
    data: z.array(specializationTypeSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/setup/categories',
    summary: 'Membership categories; with ?type=Individual or Firm only those of that kind',
    query: z.object({ type: z.enum(userTypes).optional() }),
    data: z.array(categorySchema),
  }),
  universities: endpoint({
    method: 'GET',
    path: '/api/setup/universities',
    summary: 'Universities; with ?foreign=true or false only foreign or local ones',
    query: z.object({ foreign: z.enum(['true', 'false']).optional() }),
    data: z.array(universitySchema),
  }),
  disclaimers: endpoint({
    method: 'GET',
    path: '/api/setup/disclaimers',
    summary: 'Disclaimers shown before a declaration; with ?type= only that one',
    query: z.object({ type: z.enum(disclaimerTypes).optional() }),
    data: z.array(disclaimerSchema),
  }),
  codeList: endpoint({
    method: 'GET',
    path: '/api/setup/lists/:list',
    summary: `Code lists: ${codeLists.join(', ')}`,
    params: z.object({ list: z.enum(codeLists) }),
    data: z.array(codeDescriptionSchema),
  }),
  terms: endpoint({
    method: 'GET',
    path: '/api/company/terms',
    summary: "The body's terms and conditions",
    data: z.array(termsSchema),
  }),
  companyInformation: endpoint({
    method: 'GET',
    path: '/api/company/information',
    summary: "The body's name, contacts and logo",
    data: companyInformationSchema,
  }),
};
