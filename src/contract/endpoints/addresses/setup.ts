import { addressesOf } from '../../endpoint';
import type { setupEndpoints } from '../setup';

/** For the reference lists every form shares (web/lib/reference-lists.ts), read by the top bar too. */
export const setupAddresses = addressesOf<typeof setupEndpoints>()({
  countries: { method: 'GET', path: '/api/setup/countries' },
  counties: { method: 'GET', path: '/api/setup/counties' },
  cities: { method: 'GET', path: '/api/setup/cities' },
  titles: { method: 'GET', path: '/api/setup/titles' },
  disciplines: { method: 'GET', path: '/api/setup/disciplines' },
  specializationTypes: { method: 'GET', path: '/api/setup/specialization-types' },
  categories: { method: 'GET', path: '/api/setup/categories' },
  universities: { method: 'GET', path: '/api/setup/universities' },
  disclaimers: { method: 'GET', path: '/api/setup/disclaimers' },
  codeList: { method: 'GET', path: '/api/setup/lists/:list' },
  terms: { method: 'GET', path: '/api/company/terms' },
  companyInformation: { method: 'GET', path: '/api/company/information' },
});
