import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, readableMessage } from './api';
import { storageKeys } from './session-storage';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('returns the data of a { data } answer', async () => {
    respond(200, { data: { ok: 1 } });
    await expect(api('GET', 'thing')).resolves.toEqual({ ok: 1 });
  });

  it('throws the server message and field errors of a failure', async () => {
    respond(400, { message: 'E-mail must be valid', errors: { email: 'E-mail must be valid' } });
    const error = await api('POST', 'auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('E-mail must be valid');
    expect((error as ApiError).errors.email).toBe('E-mail must be valid');
  });

  it('signs the browser out on a 401 and leaves a note for the login page', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 1 }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      pathname: '/dashboard',
      search: '',
    });
    respond(401, { message: 'You are not signed in.' });
    await expect(api('GET', 'auth/user')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.note)).toBe('Your session has expired. Please sign in again.');
    expect(assign).toHaveBeenCalledWith('/?redirect=%2Fdashboard');
  });

  it('does not treat wrong credentials at login as a lost session', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 1 }));
    respond(401, { message: 'Invalid email or password' });
    await expect(api('POST', 'auth/login', {})).rejects.toThrow('Invalid email or password');
    expect(localStorage.getItem(storageKeys.user)).not.toBeNull();
  });

  it('shows only the readable part of a message carrying a correlation id', () => {
    expect(readableMessage('Customer not found. CorrelationId: 1234-abcd')).toBe('Customer not found');
    expect(readableMessage('Plain message')).toBe('Plain message');
  });
});
