import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common';
import { startTestApp, type TestApp } from '../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('API surface', () => {
  it('answers an unknown API path with 404 and a message', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/admin/nope?x=1'],
    ] as const) {
      const response = await t.api(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('reports health', async () => {
    const response = await t.api('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok', files: 'ok' } });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.api('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/user',
        '/api/admin/settings',
        '/api/admin/updateSettings',
        '/api/setup/counties',
      ]),
    );
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(document.paths['/api/admin/settings'].get).toBeDefined();
    expect(document.paths['/api/health']).toBeUndefined();
  });

  it('serves the interactive API docs page', async () => {
    const response = await t.api('GET', '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('test database', () => {
  it('runs on the dialect the environment asks for', () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    expect(t.dialect).toBe(url.startsWith('postgres') ? 'postgres' : 'sqlite');
  });
});
