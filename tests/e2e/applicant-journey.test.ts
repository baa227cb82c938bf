import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/test-support/pdf-text';
import { confirmDecision } from './support/decisions';
import { choice, choose, makePng, noHorizontalScroll, pdfFile, saveDialog } from './support/forms';
import { appTookOver, type Portal, signIn, startPortal } from './support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.stop();
});

/** Opens a /profile tab and one of its Add buttons. */
async function openAdd(page: Page, tab: string, button = 'Add') {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add' });
  await dialog.waitFor({ timeout: 5000 }).catch(async (error) => {
    await page.screenshot({ path: '/tmp/debug-openadd.png', fullPage: true });
    throw error;
  });
  return dialog;
}

/** The fields a local qualification shares; the university decides the institution. */
async function fillQualification(
  page: Page,
  dialog: Locator,
  university: string,
  awarded: string,
  number: string,
) {
  await choose(dialog, page, 'University', university);
  if (university.startsWith('Other'))
    await dialog.getByRole('textbox', { name: 'Institution' }).fill('Alliance High School');
  await choose(dialog, page, 'Certificate Awarded', awarded);
  await dialog.getByRole('textbox', { name: 'Area of Specialization' }).fill('Civil Engineering');
  await dialog.getByRole('textbox', { name: 'Certificate No' }).fill(number);
  await choose(dialog, page, 'Certification Class', 'First Class Honours');
  await dialog.getByLabel('Start Date').fill('2014-09-01');
  await dialog.getByLabel('End Date').fill('2018-06-30');
  await dialog.getByLabel('Graduation Date').fill('2018-12-07');
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile(`${number}.pdf`));
}

/** A referee found in the member register by number. */
async function addReferee(page: Page, memberNo: string, type: string) {
  const dialog = await openAdd(page, 'Referees');
  await dialog.getByRole('textbox', { name: 'Search by member number' }).fill(memberNo);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Member No' }).inputValue()).toBe(memberNo);
  expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).not.toBe('');
  await choose(dialog, page, 'Referee Type', type);
  await saveDialog(page, dialog, 'Referee added successfully');
}

/** The referee opens the e-mailed link in a browser of their own and accepts, answering every question. */
async function answerAsReferee(portal: Portal, link: string) {
  // A second tab of the same browser: the answer page needs no session (the API tests show it
  // answers without one), and a fresh page here would sign the applicant out.
  const referee = await portal.context.newPage();
  await referee.setViewportSize({ width: 375, height: 812 });
  await referee.goto(link);
  await referee.getByText(/^Dear /).waitFor();
  await referee.getByRole('button', { name: 'Read more' }).click();
  await referee.getByRole('button', { name: 'Less' }).waitFor();
  while ((await referee.getByRole('button', { name: 'Accept' }).count()) === 0) {
    await referee
      .getByRole('textbox')
      .last()
      .fill('I supervised the applicant for three years on water projects.');
    await referee.getByRole('button', { name: 'Next' }).click();
  }
  await referee.getByRole('textbox').last().fill('Yes, without reservation.');
  await referee.screenshot({ path: '/tmp/referee-answer-375.png', fullPage: true });
  await referee.getByRole('button', { name: 'Accept' }).click();
  await referee.getByText('Referee Confirmed Successfully').waitFor();
  // The referee, who has no account, is thanked and told what happens next, not sent to sign in.
  await referee.getByRole('heading', { name: 'Thank you for your reference', level: 1 }).waitFor();
  await referee
    .getByRole('status')
    .getByText(/Your answers about .+ have been recorded\./)
    .waitFor();
  await referee.getByRole('link', { name: 'Go to the portal' }).waitFor();
  expect(referee.url()).toContain('/profile/response/');
  expect(await noHorizontalScroll(referee)).toBeLessThanOrEqual(0);
  // The link works once.
  await referee.goto(link);
  await referee.getByText('This request has already been answered.').waitFor();
  await referee.close();
}

describe('applicant journey', () => {
  it('a new individual completes the initial profile and every section until the checklist reads 100%', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'applicant@eik.example');
    await page.waitForURL('**/initiate-profile');
    await choice(page, 'Nationality').waitFor();
    // Files are set straight on the inputs, which waits for nothing: the app must have the page.
    await appTookOver(page);

    await page
      .locator('input[type="file"][accept="image/png,image/jpeg"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 64, false) });
    await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles(pdfFile('id.pdf'));
    await choice(page, 'Title').click();
    await page.getByRole('option', { name: 'Ms.' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('First Name').fill('Wanjiru');
    await page.getByLabel('Last Name').fill('Otieno');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Date of Birth').fill('1995-06-01');
    await page.getByLabel('ID/Passport Number').fill('34567890');
    await choose(page, page, 'County', 'Nairobi');
    await choose(page, page, 'City', 'Nairobi');
    await choose(page, page, 'Discipline', 'Civil Engineering');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL('**/dashboard');

    // The checklist starts with the bio's three items passed.
    await page.goto(`${portal.baseUrl}/checklist`);
    await page.getByText('33%').waitFor();

    await page.goto(`${portal.baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Bio', selected: true }).waitFor();

    let dialog = await openAdd(page, 'Contacts', 'Add Personal Contact');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('wanjiru.otieno@example.com');
    await dialog.getByRole('textbox', { name: 'Phone No', exact: true }).fill('0712345678');
    await dialog.getByRole('textbox', { name: 'Address (P.O. Box)' }).fill('10000');
    await choose(dialog, page, 'County', 'Nairobi');
    await choose(dialog, page, 'City', 'Nairobi');
    await saveDialog(page, dialog, 'Contact added successfully');

    dialog = await openAdd(page, 'Academic Qualifications', 'Add Certification (Local University)');
    await fillQualification(page, dialog, 'University of Nairobi', 'Bachelor of Science', 'UON-2018-114');
    await saveDialog(page, dialog, 'Certification added successfully');
    dialog = await openAdd(page, 'Academic Qualifications', 'Add Other');
    await fillQualification(
      page,
      dialog,
      'Other (not in the list)',
      'Kenya Certificate of Secondary Education',
      'KCSE-2013-77',
    );
    await saveDialog(page, dialog, 'Certification added successfully');

    dialog = await openAdd(page, 'Work Experience');
    await dialog.getByRole('textbox', { name: 'Name of Firm' }).fill('Athi Water Works');
    await choose(dialog, page, 'Sector', 'State Corporations and Parastatals');
    await dialog.getByRole('textbox', { name: 'Position Held' }).fill('Graduate Engineer');
    await dialog.getByLabel('From Date').fill('2019-01-07');
    await dialog.getByRole('checkbox', { name: 'I currently work here' }).check();
    await dialog.getByRole('textbox', { name: 'Responsibilities' }).fill('Design of water supply works');
    await saveDialog(page, dialog, 'Work experience added successfully');

    await addReferee(page, 'G/2307', 'Professional referee (registered engineer)');
    await addReferee(page, 'M/1021', 'Employer or line manager');
    // Each referee was e-mailed a link to answer; one answers through it.
    const request = await portal.mail.waitFor('brian.ruto@eik.example');
    await portal.mail.waitFor('wanjiku.muthoni@eik.example');
    const link = request.text.match(/https?:\/\/\S+\/profile\/response\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await answerAsReferee(portal, String(link));
    await page.reload();
    await page.getByRole('columnheader', { name: 'Response' }).waitFor();
    await page.getByRole('cell', { name: 'Accepted' }).waitFor();
    await page.getByRole('cell', { name: '- - -' }).waitFor();

    dialog = await openAdd(page, 'Attachments');
    await choose(dialog, page, 'Description', 'Curriculum vitae');
    await dialog.locator('input[type="file"]').setInputFiles(pdfFile('cv.pdf'));
    await saveDialog(page, dialog, 'Attachment added successfully');

    await page.goto(`${portal.baseUrl}/checklist`);
    await page.getByText('100%').waitFor();
    expect(await page.getByLabel('Not passed').count()).toBe(0);

    // The same profile reads well on a phone.
    const phone = await portal.context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${portal.baseUrl}/profile?tab=referees`);
    await phone.getByText('G/2307').first().waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/applicant-referees-375.png', fullPage: true });
    await phone.goto(`${portal.baseUrl}/profile?tab=academic-qualifications`);
    await phone.getByText('KCSE-2013-77').first().waitFor();
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/applicant-qualifications-375.png', fullPage: true });
  });

  it('submits with the one-time code, pays, hears from both referees, is reviewed, released and confirms the profile', async () => {
    const page = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(page, portal.baseUrl, 'applicant@eik.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`${portal.baseUrl}/application`);
    const submit = page.getByRole('button', { name: /^Submit APP-/ });
    const code = ((await submit.getAttribute('aria-label')) ?? '').replace('Submit ', '');
    await submit.click();
    await page
      .getByRole('dialog', { name: 'Submit application' })
      .getByRole('button', { name: 'Submit' })
      .click();
    const otpDialog = page.getByRole('dialog', { name: 'Confirm with a one-time code' });
    const mail = await portal.mail.waitFor('applicant@eik.example', /confirm your application/);
    const otp = mail.text.match(/is (\d{6})/)?.[1] ?? '';
    // Closed by mistake: Submit again reopens the code entry while the code sent still works,
    // rather than a throttle message with no way to type the code.
    await otpDialog.getByRole('button', { name: 'Close' }).click();
    await otpDialog.waitFor({ state: 'hidden' });
    await submit.click();
    await otpDialog.waitFor();
    await otpDialog.getByText(/still works for \d+ more minutes?/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Submit application' }).count()).toBe(0);
    await otpDialog.getByLabel('One-time code').fill(otp === '000000' ? '111111' : '000000');
    await otpDialog.getByRole('button', { name: 'Verify and submit' }).click();
    await otpDialog
      .locator('[data-verify-state="failed"]')
      .or(otpDialog.getByRole('alert'))
      .first()
      .waitFor();
    await otpDialog.getByLabel('One-time code').fill(otp);
    await otpDialog.getByRole('button', { name: 'Verify and submit' }).click();
    await page.waitForURL(`**/application/document/${code}`);
    await page.getByRole('button', { name: 'Download' }).waitFor();

    // The application fee, paid in the sandbox checkout; an application's payment ends on the dashboard.
    await page.goto(`${portal.baseUrl}/application`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL('**/checkout/sandbox/**');
    await page.getByText('M-Pesa', { exact: true }).click();
    await page.getByLabel('M-Pesa phone number').fill('0722334455');
    await page.getByRole('button', { name: /^Pay (KES|Ksh)/ }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await page.getByText('Payment received').waitFor();

    // The second referee declines through the e-mailed link, with remarks.
    const request = await portal.mail.waitFor('wanjiku.muthoni@eik.example');
    const link = request.text.match(/https?:\/\/\S+\/profile\/response\/\S+/)?.[0] ?? '';
    const referee = await portal.context.newPage();
    await referee.goto(link);
    await referee.getByText(/^Dear /).waitFor();
    await referee.getByRole('button', { name: 'Reject' }).click();
    const remarks = referee.getByRole('dialog', { name: 'Rejection Remarks' });
    await remarks.getByLabel('Remarks').fill('I have not worked with the applicant.');
    await remarks.getByRole('button', { name: 'Submit' }).click();
    await referee.getByText('Referee Rejected Successfully').waitFor();
    await referee.getByRole('heading', { name: 'Your answer has been sent', level: 1 }).waitFor();
    await referee.getByText(/so they can name another referee/).waitFor();
    await referee.close();

    // The approver works the application through every stage of the review.
    const staff = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(staff, portal.baseUrl, 'approver@eik.example');
    await staff.waitForURL('**/admin/review');
    await staff.getByText(code).first().click();
    await staff.waitForURL(`**/admin/review/${code}**`);
    // The approver takes the application: it shows as theirs, with the stage's due date.
    const assignment = staff.getByRole('region', { name: 'Assignee' });
    await assignment.getByRole('button', { name: 'Assign to me' }).click();
    await assignment.getByText('Amina Hassan').waitFor();
    await assignment.getByText(/days? in stage/).waitFor();
    await staff.getByRole('tab', { name: 'Referees' }).click();
    await staff.getByText('I have not worked with the applicant.').waitFor();
    for (const stage of ['Verified', 'Committee Review', 'Board Review']) {
      await staff
        .getByRole('group', { name: 'Review actions' })
        .getByRole('button', { name: 'Move to next stage' })
        .click();
      await confirmDecision(staff, 'Move to next stage');
      await staff.getByText(stage, { exact: true }).first().waitFor();
    }
    // The board's decision is recorded from a phone.
    await staff.setViewportSize({ width: 375, height: 812 });
    await staff
      .getByRole('group', { name: 'Review actions' })
      .getByRole('button', { name: 'Release' })
      .click();
    await staff.screenshot({ path: '/tmp/review-release-dialog-375.png' });
    await confirmDecision(staff, 'Release', 'Welcome to the Institution.');
    // The last step removes the review actions; the confirmation still shows.
    await staff.getByText(/^Application moved to /).waitFor();
    expect(await noHorizontalScroll(staff)).toBeLessThanOrEqual(0);
    const released = (await staff.getByText(/^Submitted .* · Member no G\/\d+$/).textContent()) ?? '';
    const memberNo = released.match(/G\/\d+/)?.[0] ?? '';
    expect(memberNo).toMatch(/^G\/\d+$/);
    await staff.screenshot({ path: '/tmp/review-released-375.png', fullPage: true });

    // The applicant is a member: the number, the letter, the certificate, then the profile confirmation.
    const member = await portal.freshPage({ width: 1280, height: 900 });
    await signIn(member, portal.baseUrl, 'applicant@eik.example');
    await member.waitForURL('**/dashboard');
    await member
      .getByRole('link', { name: /confirm/i })
      .first()
      .waitFor();
    await member.goto(`${portal.baseUrl}/application`);
    await member.getByText(memberNo).first().waitFor();
    await member.screenshot({ path: '/tmp/applications-released-1280.png', fullPage: true });
    await member.getByRole('button', { name: 'Notifications' }).click();
    await member
      .getByText(/approved/)
      .first()
      .waitFor();
    await member.screenshot({ path: '/tmp/notifications-1280.png' });
    await member.getByRole('button', { name: 'Notifications' }).click();
    await member
      .getByText(/approved/)
      .first()
      .waitFor({ state: 'hidden' });
    const phone = await portal.context.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${portal.baseUrl}/application`);
    await phone.getByRole('list', { name: 'My Applications' }).getByText(memberNo).waitFor();
    await phone.screenshot({ path: '/tmp/applications-released-375.png', fullPage: true });
    expect(await noHorizontalScroll(phone)).toBeLessThanOrEqual(0);
    await phone.close();
    for (const [action, expected] of [
      ['Acceptance Letter', memberNo],
      ['Certificate', memberNo],
    ] as const) {
      await member.goto(`${portal.baseUrl}/application`);
      await member
        .getByRole('button', { name: `${action} ${code}` })
        .or(member.getByRole('link', { name: `${action} ${code}` }))
        .first()
        .click();
      const [download] = await Promise.all([
        member.waitForEvent('download'),
        member.getByRole('button', { name: 'Download' }).click(),
      ]);
      const text = (await readPdf(await download.createReadStream().then(streamToBuffer))).text;
      expect(text, action).toContain(expected);
    }
    await member.goto(`${portal.baseUrl}/dashboard`);
    await member
      .getByRole('link', { name: /confirm/i })
      .first()
      .click();
    await member.waitForURL('**/profile/profileConfirm');
    await member.getByRole('button', { name: 'Correct', exact: true }).click();
    await member.getByText('Confirmed Successfully').waitFor();
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
