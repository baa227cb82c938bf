import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  csvEndpoint,
  LIST_CSV_MAX_ROWS,
  listMessages,
  listQuerySchemas,
  listSort,
} from '../../contract/list-query';
import { installErrorEnvelope } from './http';
import { serveListCsv } from './list-query';

const sort = listSort({ columns: ['name'], sort: 'name', dir: 'asc' });
const declared = csvEndpoint({
  path: '/api/things/csv',
  summary: 'Things',
  query: listQuerySchemas({ kind: z.string().optional() }, sort).csv,
});
const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorEnvelope(app);
  serveListCsv(app, { superAdminEmail: '' } as never, ['test'], declared, 'public', {
    stem: 'things',
    header: ['Name'],
    maxRows: 2,
    rows: async (query, limit) =>
      ['a', 'b', 'c']
        .slice(0, query.kind === 'few' ? 2 : 3)
        .slice(0, limit)
        .map((name) => [name]),
  });
  await app.ready();
});
afterAll(() => app.close());

describe('serveListCsv', () => {
  it('answers every row up to the cap as a CSV file', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/csv?kind=few' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('\uFEFFName\r\na\r\nb\r\n');
  });

  it('refuses a filter over the cap with a message to narrow it, rather than a cut-short file', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/csv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(listMessages.tooManyRows(2));
  });

  it('has a cap of ten thousand rows unless told otherwise', () => {
    expect(LIST_CSV_MAX_ROWS).toBe(10_000);
    expect(listMessages.tooManyRows(LIST_CSV_MAX_ROWS)).toContain('10,000');
  });
});
