// Two steps of `npm run test:scale` that need both instances to share state: a session opened on one
// is honoured by the other (sessions live in PostgreSQL), and a document uploaded through one is
// downloaded through the other (files live in the bucket, not on an instance's disk).
import { createHash, randomBytes } from 'node:crypto';
import { demoPassword } from '../bench.mjs';
import { request } from './run-kit.mjs';

export const DEMO_MEMBER = 'member@eik.example';
const SESSION_COOKIE = 'portal_session';

/** The session cookie a Set-Cookie header sets, as `name=value`, or null. */
function sessionCookieOf(headers) {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return line ? line.split(';', 1)[0] : null;
}

/**
 * Signs the demo member in on `first` as the browser does (a JSON login from the portal's own page),
 * then asks `second` who is signed in with that cookie. Answers what each step saw.
 */
export async function sessionAcrossInstances(first, second, origin) {
  const login = await request(first.url, 'POST', '/api/auth/login', {
    origin,
    json: { email: DEMO_MEMBER, password: demoPassword() },
  });
  const cookie = sessionCookieOf(login.headers);
  if (login.status !== 200 || !cookie)
    return {
      ok: false,
      detail: `login on ${first.name} answered ${login.status}${cookie ? '' : ', no session cookie'}`,
    };
  const user = await request(second.url, 'GET', '/api/auth/user', { cookie });
  const email = user.body?.data?.email ?? user.body?.data?.user?.email;
  return {
    ok: user.status === 200 && email === DEMO_MEMBER,
    detail: `signed in on ${first.name}; ${second.name} answered ${user.status} for ${email ?? 'nobody'}`,
    cookie,
  };
}

/** A small PDF whose bytes are different on every run. */
function samplePdf() {
  const file = Buffer.alloc(48_000, 0x20);
  file.write('%PDF-1.7\n');
  randomBytes(32_000).copy(file, 100);
  return file;
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Uploads an attachment through `first` and downloads it through `second` with the same cookie;
 * answers whether the bytes came back the same, and what the S3 proxy verified in between.
 */
export async function fileAcrossInstances(first, second, { cookie, origin, s3Tally }) {
  const putsBefore = s3Tally.methods.PUT ?? 0;
  const pdf = samplePdf();
  const form = new FormData();
  form.append('description', 'CV');
  form.append('fileName', 'Scale test CV');
  form.append('attachment', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scale.pdf');
  const upload = await request(first.url, 'POST', '/api/profile/attachments', { cookie, origin, form });
  const documentId = upload.body?.data?.entry?.attachment;
  if (upload.status !== 200 || typeof documentId !== 'string')
    return {
      ok: false,
      detail: `upload on ${first.name} answered ${upload.status} ${JSON.stringify(upload.body).slice(0, 200)}`,
    };
  const download = await request(second.url, 'GET', `/api/documents/${encodeURIComponent(documentId)}`, {
    cookie,
  });
  const same = download.status === 200 && sha256(download.bytes) === sha256(pdf);
  const putsVerified = (s3Tally.methods.PUT ?? 0) - putsBefore;
  return {
    ok: same && putsVerified >= 1,
    detail:
      `${pdf.length} bytes up on ${first.name}, ${download.status} with ${download.bytes.length} bytes ` +
      `${same ? '(same SHA-256)' : '(DIFFERENT)'} down on ${second.name}; ${putsVerified} signed PUT verified by the S3 proxy`,
  };
}
