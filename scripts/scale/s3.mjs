// The S3-compatible store of `npm run test:scale`: s3rver keeps the objects, and a small proxy in front
// of it checks every request's AWS Signature Version 4 with the `aws4` package, an implementation
// independent of the portal's own signer (src/server/platform/s3-store.ts). s3rver does not check V4
// signatures itself (it accepts any), so without the proxy a signer that got the canonical request
// wrong would pass here and fail on AWS. The proxy also checks the signed payload hash against the
// body and the date's freshness, refuses with 403 as S3 does, and passes what it accepts on unsigned
// (s3rver serves anonymous requests). `proveSignatureCheck` shows the check refusing a wrong secret.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import aws4 from 'aws4';
import S3rver from 's3rver';

const HOST = '127.0.0.1';
const MAX_SKEW_MS = 15 * 60_000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Why the request's signature is not right, or null when it is. */
export function signatureProblem(request, body, credentials, now = Date.now()) {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return 'no AWS4-HMAC-SHA256 Authorization header';
  const [, accessKeyId, day, region, signedList, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return `unknown access key ${accessKeyId}`;
  if (region !== credentials.region) return `signed for region ${region}, not ${credentials.region}`;
  const signedNames = signedList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signedNames.includes(required)) return `${required} is not signed`;
  const amzDate = request.headers['x-amz-date'];
  const at = Date.parse(
    String(amzDate).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!Number.isFinite(at) || !String(amzDate).startsWith(day)) return `x-amz-date ${amzDate} is not ${day}`;
  if (Math.abs(now - at) > MAX_SKEW_MS) return `x-amz-date ${amzDate} is more than 15 minutes off`;
  if (request.headers['x-amz-content-sha256'] !== sha256Hex(body))
    return 'x-amz-content-sha256 is not the hash of the body';
  const headers = {};
  for (const name of signedNames) {
    const value = request.headers[name];
    if (value === undefined) return `signed header ${name} is missing`;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const signer = new aws4.RequestSigner(
    { service: 's3', region, method: request.method, path: request.url, headers },
    { accessKeyId, secretAccessKey: credentials.secretAccessKey },
  );
  // First: it takes the request's x-amz-date as the signing time. Asked for a signature before it,
  // aws4 would sign with the clock's time, and refuse any request that crossed a second on its way.
  signer.prepareRequest();
  // aws4 leaves out a few headers it never signs (user-agent, range, ...): a request that signed one
  // is refused rather than checked over fewer headers than it claims.
  if (signer.signedHeaders() !== signedList) return `signed headers ${signedList} are not the canonical list`;
  const expected = Buffer.from(signer.signature(), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) return null;
  // As S3 does, the refusal shows the canonical request it signed, to compare with the client's.
  return `signature does not match; aws4's canonical request: ${JSON.stringify(signer.canonicalString())}`;
}

function refuse(response, reason) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${reason.replace(/[<&>]/g, '')}</Message></Error>`;
  response.writeHead(403, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  response.end(xml);
}

/**
 * s3rver with `bucket` in `directory`, behind the verifying proxy. Answers the endpoint the portal is
 * given (S3_ENDPOINT), the tally of verified and refused requests, and stop().
 */
export async function startS3({ directory, bucket, credentials }) {
  const store = new S3rver({
    address: HOST,
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: storePort } = await store.run();
  const tally = { verified: 0, refused: [], methods: {} };
  const proxy = http.createServer((incoming, response) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(incoming, body, credentials);
      if (problem) {
        tally.refused.push(`${incoming.method} ${incoming.url}: ${problem}`);
        refuse(response, problem);
        return;
      }
      tally.verified += 1;
      tally.methods[incoming.method] = (tally.methods[incoming.method] ?? 0) + 1;
      const { authorization: _checked, host: _host, ...headers } = incoming.headers;
      const forwarded = http.request(
        { host: HOST, port: storePort, method: incoming.method, path: incoming.url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', (error) => {
        response.writeHead(502);
        response.end(String(error));
      });
      forwarded.end(body);
    });
  });
  await new Promise((resolveListen, reject) => {
    proxy.once('error', reject);
    proxy.listen(0, HOST, resolveListen);
  });
  const endpoint = `http://${HOST}:${proxy.address().port}`;
  return {
    endpoint,
    tally,
    async stop() {
      proxy.closeAllConnections?.();
      await new Promise((resolveClose) => proxy.close(() => resolveClose()));
      await store.close();
    },
  };
}

/** A request to the proxy signed by aws4 itself (not by the portal) with the given secret. */
async function signedRequest(endpoint, { method, path, body = '', region, accessKeyId, secretAccessKey }) {
  const url = new URL(endpoint);
  const signed = aws4.sign(
    {
      host: url.host,
      method,
      path,
      service: 's3',
      region,
      body,
      headers: { 'x-amz-content-sha256': sha256Hex(body) },
    },
    { accessKeyId, secretAccessKey },
  );
  const response = await fetch(`${endpoint}${path}`, {
    method,
    headers: signed.headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Shows the check can fail: a PUT signed with a wrong secret and an unsigned PUT are refused with 403,
 * while a GET of a missing key signed with the right secret passes the proxy (s3rver answers 404).
 */
export async function proveSignatureCheck(endpoint, bucket, credentials) {
  const path = `/${bucket}/signature-proof`;
  const wrongSecret = await signedRequest(endpoint, {
    method: 'PUT',
    path,
    body: 'forged',
    ...credentials,
    secretAccessKey: `${credentials.secretAccessKey}-wrong`,
  });
  const unsigned = await fetch(`${endpoint}${path}`, { method: 'PUT', body: 'unsigned' }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
  const rightSecret = await signedRequest(endpoint, { method: 'GET', path, ...credentials });
  return { wrongSecret, unsigned, rightSecret };
}
