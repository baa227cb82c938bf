// The steady load of the PostgreSQL outage scenario (scripts/faults-outages-postgres.mjs), in a worker
// thread: pg_ctl runs synchronously on the main thread, and the requests must keep going meanwhile.
//
// workerData: { url, requests: [{ method, path, token?, body? }], connections, timeoutMs }. Each
// connection cycles through the requests from its own starting place until the main thread posts
// 'stop'; the worker then posts back one record per request.
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

/** What came back: 'ok' (2xx with data), 'envelope' (an error as { message }), or what went wrong. */
function outcomeOf(status, body) {
  const isObject = body !== null && typeof body === 'object';
  if (status >= 200 && status < 300) return isObject && 'data' in body ? 'ok' : 'malformed';
  return isObject && typeof body.message === 'string' ? 'envelope' : 'malformed';
}

async function send(url, request, timeoutMs) {
  const sentAt = Date.now();
  const headers = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: counted as malformed below
    }
    const outcome = outcomeOf(response.status, body);
    return { path: request.path, sentAt, doneAt: Date.now(), status: response.status, outcome };
  } catch (error) {
    const outcome = error?.name === 'TimeoutError' ? 'hung' : 'no answer';
    return { path: request.path, sentAt, doneAt: Date.now(), status: 0, outcome };
  }
}

const { url, requests, connections, timeoutMs } = workerData;
const records = [];
let stopping = false;

async function connection(start) {
  for (let index = start; !stopping; index++) {
    const record = await send(url, requests[index % requests.length], timeoutMs);
    records.push(record);
    // A refused request comes back at once: a short pause keeps a dead server from being spun on.
    if (record.outcome !== 'ok') await sleep(25);
  }
}

const running = Array.from({ length: connections }, (_, number) =>
  connection(Math.floor((number * requests.length) / connections)),
);
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  stopping = true;
  await Promise.all(running);
  parentPort.postMessage(records);
});
