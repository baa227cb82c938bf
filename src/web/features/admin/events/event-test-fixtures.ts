import { vi } from 'vitest';
import type { AdminEvent } from '../../../../contract/events';

export const sampleEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  no: 'EV-0001',
  status: 'Draft',
  description: 'Bridge Design Seminar',
  details: 'Long spans',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  startTime: '09:00',
  endTime: '17:00',
  location: 'Nairobi',
  eventType: 'SEMINARS',
  eventProviders: ['EIK'],
  cpdHours: 6,
  isWebinar: false,
  standardFee: 2500,
  categoryFees: [],
  bookingUrl: '',
  capacity: 50,
  logoUrl: null,
  bookedCount: 3,
  attendedCount: 1,
  ...overrides,
});

export const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });
export const failure = (status: number, message: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ message, errors }), { status });

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the page's API calls from `answer` (method and path after /api/) and records every call;
 * anything `answer` leaves unanswered is a 404, so a wrong path fails the test.
 */
export function stubApi(answer: (method: string, path: string, body: unknown) => Response | undefined) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    sent.push({ method, path, body });
    return answer(method, path, body) ?? failure(404, `not stubbed: ${method} ${path}`);
  });
  return sent;
}
