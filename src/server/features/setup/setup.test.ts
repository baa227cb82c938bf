import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Category, type City, type County, codeLists, type Title } from '../../../contract/setup';
import type { Database } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await t.api('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

describe('setup lookups', () => {
  it('lists the 47 counties of Kenya', async () => {
    const counties = await get<County[]>('/api/setup/counties?countryCode=KE');
    expect(counties).toHaveLength(47);
    expect(new Set(counties.map((county) => county.CountyNo)).size).toBe(47);
    expect(counties.every((county) => county.countryCode === 'KE')).toBe(true);
    expect(counties.find((county) => county.CountyNo === 47)?.countyName).toMatch(/Nairobi/i);
  });

  it('filters cities by county', async () => {
    const all = await get<City[]>('/api/setup/cities');
    const nairobi = await get<City[]>('/api/setup/cities?county=47');
    expect(nairobi.length).toBeGreaterThan(0);
    expect(nairobi.length).toBeLessThan(all.length);
    expect(nairobi.every((city) => city.County === 47)).toBe(true);
    expect(nairobi[0]).toEqual({
      Code: expect.any(String),
      City: expect.any(String),
      County: 47,
      PostCode: expect.any(String),
    });
  });

  it('filters titles by the entitlement of the category', async () => {
    const all = await get<Title[]>('/api/setup/titles');
    expect(all.some((title) => title.entitled)).toBe(true);
    expect(all.some((title) => !title.entitled)).toBe(true);

    const graduate = await get<Title[]>('/api/setup/titles?category=GRADUATE');
    expect(graduate.length).toBeGreaterThan(0);
    expect(graduate.some((title) => title.entitled)).toBe(false);

    const corporate = await get<Title[]>('/api/setup/titles?category=CORPORATE');
    expect(corporate.some((title) => title.entitled)).toBe(true);
    expect(corporate).toHaveLength(all.length);
    // Ordered by the configured sequence, as the title drop-down shows them.
    const sequence = corporate.map((title) => title.sequenceID);
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
  });

  it('lists categories of both types with charges in KES including VAT', async () => {
    const categories = await get<Category[]>('/api/setup/categories');
    expect(new Set(categories.map((category) => category.categoryType))).toEqual(
      new Set(['Individual', 'Corporate']),
    );
    for (const category of categories) {
      expect(category.charges.length, category.Code).toBeGreaterThan(0);
      for (const charge of category.charges) {
        expect(charge.Currency_Code).toBe('KES');
        expect(typeof charge.Amount_Including_VAT).toBe('number');
        expect(charge.Amount_Including_VAT).toBeGreaterThan(0);
      }
    }
    const student = categories.find((category) => category.Code === 'STUDENT');
    expect(student?.charges).toContainEqual({
      Charge_Item: 'APPLICATION',
      Currency_Code: 'KES',
      Amount_Including_VAT: 1000,
    });

    const firms = await get<Category[]>('/api/setup/categories?type=Corporate');
    expect(firms.length).toBeGreaterThan(0);
    expect(firms.every((category) => category.categoryType === 'Corporate')).toBe(true);
  });

  it('serves every code list, non-empty', async () => {
    for (const list of codeLists) {
      const items = await get<{ code: string; description: string }[]>(`/api/setup/lists/${list}`);
      expect(items.length, list).toBeGreaterThan(0);
      expect(items[0]).toEqual({ code: expect.any(String), description: expect.any(String) });
    }
  });

  it('answers 400 for an unknown code list', async () => {
    const response = await t.api('GET', '/api/setup/lists/no-such-list');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('serves the other public lookups', async () => {
    for (const url of [
      '/api/setup/countries',
      '/api/setup/disciplines',
      '/api/setup/specialization-types',
      '/api/setup/universities',
      '/api/setup/disclaimers',
    ]) {
      expect((await get<unknown[]>(url)).length, url).toBeGreaterThan(0);
    }
    const company = await get<{ logo: string; shortName: string }>('/api/company/information');
    expect(company.logo).toMatch(/^data:image\//);
  });

  it('returns the terms and conditions', async () => {
    const terms = await get<{ termsAndConditions: string; projectURL: string }[]>('/api/company/terms');
    expect(terms.length).toBeGreaterThan(0);
    expect(terms[0]?.termsAndConditions.length).toBeGreaterThan(100);
    expect(typeof terms[0]?.projectURL).toBe('string');
  });
});

describe('seeding', () => {
  const tables: (keyof Database)[] = [
    'users',
    'profiles',
    'settings',
    'company_information',
    'terms',
    'disclaimers',
    'countries',
    'counties',
    'cities',
    'titles',
    'disciplines',
    'specialization_types',
    'membership_categories',
    'category_charges',
    'code_lists',
    'universities',
  ];

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  };

  it('changes nothing when run again', async () => {
    const before = await counts();
    expect(before.users).toBe(7);
    const settings = await t.api('GET', '/api/admin/settings');
    await t.reseed();
    expect(await counts()).toEqual(before);
    expect((await t.api('GET', '/api/admin/settings')).body).toBe(settings.body);
  });
});
