import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { sectionMessages, todayIso } from '../../../../contract/profile-sections';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { workExperience } from '../../../test-support/sample-entries';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

let t: TestApp;
let token: string;
let experience: ReturnType<typeof sectionApi>;
beforeAll(async () => {
  t = await startTestApp();
  token = await memberWithProfile(t);
  experience = sectionApi(t, 'work-experience');
});
afterAll(async () => {
  await t?.close();
});

const job = workExperience;

describe('work experience validation (spec 2 §5 Work experience)', () => {
  it('lists every required field at once with its message', async () => {
    const response = await experience.create(token, {
      NameOfFirm: '',
      Sector: '',
      PositionHeld: ' ',
      FromDate: '',
      ToDate: '',
      Current: false,
      ResponsibilitiesDescription: '',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      NameOfFirm: messages.fieldRequired,
      Sector: 'Sector Year is required',
      PositionHeld: messages.fieldRequired,
      FromDate: messages.fieldRequired,
      ToDate: messages.fieldRequired,
      ResponsibilitiesDescription: messages.fieldRequired,
    });
  });

  it("takes 100 characters of responsibilities and refuses 101 with 'Max 100 characters reached'", async () => {
    const ok = await experience.create(token, { ...job, ResponsibilitiesDescription: 'x'.repeat(100) });
    expect(ok.statusCode, ok.body).toBe(200);
    await experience.remove(token, ok.json().data.entry.EntryNo);
    const long = await experience.create(token, { ...job, ResponsibilitiesDescription: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long)).toEqual({ ResponsibilitiesDescription: 'Max 100 characters reached' });
  });

  it("refuses a To Date before the From Date with 'End Date Cannot be before Start Date'", async () => {
    const response = await experience.create(token, { ...job, FromDate: '2019-06-30', ToDate: '2019-06-29' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ ToDate: 'End Date Cannot be before Start Date' });
    const sameDay = await experience.create(token, { ...job, FromDate: '2019-06-30', ToDate: '2019-06-30' });
    expect(sameDay.statusCode).toBe(200);
    await experience.remove(token, sameDay.json().data.entry.EntryNo);
  });

  it('refuses dates after today and dates that do not exist', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const future = await experience.create(token, { ...job, FromDate: tomorrow, ToDate: tomorrow });
    expect(fieldErrors(future)).toEqual({
      FromDate: sectionMessages.dateInFuture,
      ToDate: sectionMessages.dateInFuture,
    });
    const invalid = await experience.create(token, { ...job, FromDate: '2019-02-30', ToDate: '30/06/2019' });
    expect(fieldErrors(invalid)).toEqual({
      FromDate: sectionMessages.dateInvalid,
      ToDate: sectionMessages.dateInvalid,
    });
  });

  it('refuses a sector that is not an industry group', async () => {
    const response = await experience.create(token, { ...job, Sector: 'ASTRONAUTICS' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ Sector: sectionMessages.chooseFromList });
  });
});

describe('a current position (spec 2 §3, §4)', () => {
  it('needs no To Date and is saved with the date of the save, also when one is sent', async () => {
    const response = await experience.create(token, { ...job, Current: true, ToDate: '' });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({ Current: true, ToDate: todayIso() });

    const resent = await experience.update(token, {
      ...job,
      Current: true,
      ToDate: '2016-01-01',
      EntryNo: entry.EntryNo,
    });
    expect(resent.json().data.entry).toMatchObject({ Current: true, ToDate: todayIso() });
  });

  it("counts 'today' in the portal's time zone (Nairobi), whatever the server's clock zone", async () => {
    // 22:30 UTC on 31 December is already 1 January in Nairobi.
    vi.useFakeTimers({ now: new Date('2025-12-31T22:30:00Z'), toFake: ['Date'] });
    try {
      expect(todayIso()).toBe('2026-01-01');
      const response = await experience.create(token, {
        ...job,
        FromDate: '2026-01-01',
        ToDate: '2026-01-01',
      });
      expect(response.statusCode, response.body).toBe(200);
      await experience.remove(token, response.json().data.entry.EntryNo);
      const current = await experience.create(token, {
        ...job,
        FromDate: '2025-01-01',
        Current: true,
        ToDate: '',
      });
      expect(current.json().data.entry.ToDate).toBe('2026-01-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is no longer current once Current is unticked: the To Date is required again', async () => {
    const created = (await experience.create(token, { ...job, Current: true, ToDate: '' })).json().data.entry;
    const response = await experience.update(token, {
      ...job,
      Current: false,
      ToDate: '',
      EntryNo: created.EntryNo,
    });
    expect(fieldErrors(response)).toEqual({ ToDate: messages.fieldRequired });
    const ended = await experience.update(token, { ...job, Current: false, EntryNo: created.EntryNo });
    expect(ended.json().data.entry).toMatchObject({
      Current: false,
      ToDate: job.ToDate,
      FromDate: job.FromDate,
    });
  });
});
