import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { currentYear, sectionMessages } from '../../../../contract/profile-sections';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** The messages of the smaller sections (spec 2 §5 Firm sections, Institution membership). */

let t: TestApp;
let token: string;
/** Bankers and services are firm sections (spec 2 §2.1). */
let firm: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await memberWithProfile(t);
  firm = await memberWithProfile(t, 'Corporate');
});
afterAll(async () => {
  await t?.close();
});

describe('convictions', () => {
  it('says which fields are required in the spec words', async () => {
    const response = await sectionApi(t, 'convictions').create(token, {});
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      ConvictionDate: 'Conviction Date is required',
      Offence: 'Offence is required',
      SentenceImposed: 'Sentence Imposed No is required',
    });
    const blank = await sectionApi(t, 'convictions').create(token, {
      ConvictionDate: '',
      Offence: '  ',
      SentenceImposed: '',
    });
    expect(fieldErrors(blank)).toEqual({
      ConvictionDate: 'Conviction Date is required',
      Offence: 'Offence is required',
      SentenceImposed: 'Sentence Imposed No is required',
    });
  });

  it('refuses a conviction date after today and text over the limit', async () => {
    const response = await sectionApi(t, 'convictions').create(token, {
      ConvictionDate: `${currentYear() + 1}-01-01`,
      Offence: 'x'.repeat(251),
      SentenceImposed: 'Fine',
    });
    expect(fieldErrors(response)).toEqual({
      ConvictionDate: sectionMessages.dateInFuture,
      Offence: messages.tooLong(250),
    });
  });
});

describe('bankers', () => {
  it('requires name and address and keeps them in upper case', async () => {
    const bankers = sectionApi(t, 'bankers');
    expect(fieldErrors(await bankers.create(firm, { name: '', address: '' }))).toEqual({
      name: messages.fieldRequired,
      address: messages.fieldRequired,
    });
    const saved = await bankers.create(firm, { name: ' Equity Bank ', address: 'Upper Hill, Nairobi' });
    expect(saved.json().data.entry).toEqual({
      EntryNo: 1,
      name: 'EQUITY BANK',
      address: 'UPPER HILL, NAIROBI',
    });
  });
});

describe('services', () => {
  it('requires the service and its description', async () => {
    const services = sectionApi(t, 'services');
    expect(fieldErrors(await services.create(firm, { service: '', description: '' }))).toEqual({
      service: messages.fieldRequired,
      description: messages.fieldRequired,
    });
    const saved = await services.create(firm, {
      service: 'Geotechnical surveys',
      description: 'Soil testing',
    });
    expect(saved.json().data.entry).toEqual({
      EntryNo: 1,
      service: 'GEOTECHNICAL SURVEYS',
      description: 'Soil testing',
    });
  });
});

describe('institution membership', () => {
  const institutions = () => sectionApi(t, 'institution');

  it('says which fields are required in the spec words', async () => {
    const response = await institutions().create(token, {});
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      Institution: 'Institution is required',
      memberNo: 'Registration No required',
      membershipType: 'Membership Type is required',
      yearOfRegistration: 'year of Registration',
      attachment: 'Attachment is required',
    });
    const blank = await institutions().create(token, {
      Institution: '',
      memberNo: '',
      membershipType: '',
      yearOfRegistration: null,
    });
    expect(fieldErrors(blank)).toEqual({
      Institution: 'Institution is required',
      memberNo: 'Registration No required',
      membershipType: 'Membership Type is required',
      yearOfRegistration: 'year of Registration',
      attachment: 'Attachment is required',
    });
  });

  it('takes a year of registration from 1900 to this year', async () => {
    const body = { Institution: 'IET', memberNo: '1100234', membershipType: 'Member' };
    /** The multipart form of the section, with a small PDF. */
    const withPdf = (fields: Record<string, unknown>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      const pdf = Buffer.alloc(1_000, 0x20);
      pdf.write('%PDF-1.7\n');
      form.append('attachment', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'm.pdf');
      return form;
    };
    for (const year of [1899, currentYear() + 1, 2001.5]) {
      const response = await institutions().create(token, withPdf({ ...body, yearOfRegistration: year }));
      expect(fieldErrors(response), String(year)).toEqual({
        yearOfRegistration: sectionMessages.yearOutOfRange,
      });
    }
    for (const year of [1900, currentYear()]) {
      const response = await institutions().create(token, withPdf({ ...body, yearOfRegistration: year }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.entry).toMatchObject({ ...body, yearOfRegistration: year });
    }
  });
});
