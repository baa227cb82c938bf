import type { AppContext } from '../../context';
import { publicLink } from '../../platform/link-tokens';
import { emailMessage, enqueueAll, type QueuedMessage, smsMessage } from '../../platform/outbox';

/**
 * Every message onboarding sends, in e-mail (text and HTML) and SMS form. They go through the
 * outbox, so call them inside the use case's transaction: a message exists only if the change does.
 */

interface Contact {
  email?: string | null;
  phone?: string | null;
}

/** The body's display name, as messages are signed. */
export async function senderName(context: AppContext): Promise<string> {
  const company = await context.db
    .selectFrom('company_information')
    .select('display_name')
    .executeTakeFirst();
  return company?.display_name ?? 'The membership portal';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const IGNORE_NOTE = 'If you did not ask for this, you can ignore this message.';

function html(
  organisation: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer: string = IGNORE_NOTE,
): string {
  const body = paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#9F232D;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Or open this address: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222"><h2 style="color:#9F232D">${escapeHtml(organisation)}</h2>${body}${button}${footer ? `<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>` : ''}</body></html>`;
}

type NoticeArgs = [
  to: Contact,
  subject: string,
  paragraphs: string[],
  sms: string,
  action?: { label: string; url: string },
  footer?: string,
];

/**
 * One message in the portal's layout: e-mail to `to.email` and, when `sms` is not empty, an SMS to
 * `to.phone`. `footer` closes the e-mail: by default the note for messages the reader did not ask for.
 */
export async function sendNotice(context: AppContext, ...notice: NoticeArgs): Promise<void> {
  await enqueueAll(context.db, composeNotice(await senderName(context), ...notice));
}

/**
 * A notice that carries a one-time code or a one-use link: its outbox rows are marked secret, so
 * staff can neither read the body in the message log nor resend it (decision 0042).
 */
export async function sendSecretNotice(context: AppContext, ...notice: NoticeArgs): Promise<void> {
  const composed = composeNotice(await senderName(context), ...notice);
  await enqueueAll(
    context.db,
    composed.map((message) => ({ ...message, secret: 1 as const })),
  );
}

/**
 * The outbox messages of one notice signed by `organisation` (senderName): for callers that queue
 * many notices at once with enqueueAll, reading the body's name once.
 */
export function composeNotice(
  organisation: string,
  ...[to, subject, paragraphs, sms, action, footer = IGNORE_NOTE]: NoticeArgs
): QueuedMessage[] {
  const messages: QueuedMessage[] = [];
  if (to.email) {
    const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n');
    messages.push(
      emailMessage({
        to: to.email,
        subject: `${organisation}: ${subject}`,
        text: `${text}\n\n${footer ? `${footer}\n\n` : ''}${organisation}`,
        html: html(organisation, paragraphs, action, footer),
      }),
    );
  }
  if (to.phone && sms) messages.push(smsMessage({ to: to.phone, text: `${organisation}: ${sms}` }));
  return messages;
}

/** After registration or a verify-account request: the code (both channels) and the e-mail link. */
export async function sendVerificationCode(
  context: AppContext,
  to: Contact,
  code: string,
  verifyToken: string | null,
): Promise<void> {
  const action = verifyToken
    ? { label: 'Verify my account', url: publicLink(context.env.PUBLIC_URL, `/verify/${verifyToken}`) }
    : undefined;
  await sendSecretNotice(
    context,
    to,
    'verify your account',
    [
      `Your verification code is ${code}. It is valid for 10 minutes.`,
      ...(action ? ['You can also verify your account with the link below.'] : []),
    ],
    `Your verification code is ${code}. It expires in 10 minutes. Do not share it.`,
    action,
  );
}

export async function sendActivationCode(
  context: AppContext,
  to: Contact,
  code: string,
  activationPath: string,
): Promise<void> {
  await sendSecretNotice(
    context,
    to,
    'activate your member account',
    [
      `Your activation code is ${code}. It is valid for 10 minutes.`,
      'Enter it on the activation page together with the password you want to use.',
    ],
    `Your member account activation code is ${code}. It expires in 10 minutes. Do not share it.`,
    { label: 'Activate my account', url: publicLink(context.env.PUBLIC_URL, activationPath) },
  );
}

export async function sendPasswordReset(context: AppContext, email: string, token: string): Promise<void> {
  await sendSecretNotice(
    context,
    { email },
    'reset your password',
    [
      'We received a request to reset the password of your account.',
      'The link below works once and expires in one hour.',
    ],
    '',
    { label: 'Reset my password', url: publicLink(context.env.PUBLIC_URL, `/password/${token}`) },
  );
}

/** Registration with an e-mail that already has an account: tell the owner, tell the visitor nothing. */
export async function sendAccountExists(context: AppContext, email: string): Promise<void> {
  await sendNotice(
    context,
    { email },
    'someone tried to register with your e-mail',
    [
      'Someone tried to create a new account with this e-mail address, which already has an account.',
      'If it was you, sign in, or reset your password if you have forgotten it.',
    ],
    '',
    { label: 'Reset my password', url: publicLink(context.env.PUBLIC_URL, '/forgot-password') },
  );
}
