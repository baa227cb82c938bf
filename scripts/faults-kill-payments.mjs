// kill -9 during a burst of payment callbacks (scripts/faults-kill.mjs runs it).
//
// Each round starts a payment on each of PAYMENTS_PER_MEMBER fresh invoices of every member (POST
// /api/payments, as Pay Now does), then posts every payment's success callback twice, all at once,
// signed as the sandbox gateway signs them, and kills the server once the given share of them has
// been answered. On the restart, callbacks acknowledged before the kill must be posted without being
// sent again (they were stored before the answer). Then every callback is sent again, twice, until
// acknowledged, as a gateway retries. Finally the books must hold each payment exactly once: one
// receipt, the invoice paid exactly, no receipt beyond the payments, and SQLite finds the file sound.
import { closeSync, copyFileSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { BenchError } from './bench.mjs';
import { storageProblems } from './faults-kill-server.mjs';

const PAYMENTS_PER_MEMBER = 6;
const INVOICE_CENTS = 116_000;
/** The gateway gives up on a callback after this many tries; none should need more than a few. */
const DELIVERY_ATTEMPTS = 40;

function addInvoices(server, members, round) {
  return server.withDatabase((db) => {
    const now = new Date().toISOString();
    const invoices = [];
    db.transaction(() => {
      for (const member of members) {
        for (let slot = 1; slot <= PAYMENTS_PER_MEMBER; slot++) {
          const totalCents = INVOICE_CENTS + round * 1_000 + slot * 10;
          const { lastInsertRowid } = db
            .prepare(
              `INSERT INTO invoices (invoice_no, user_id, source_type, source_ref, description, currency,
                 total_cents, document_date, due_date, posted_at, created_at)
               VALUES (?, ?, 'BOOKING', ?, 'Fault test booking', 'KES', ?, '2026-01-01', '2026-12-31', ?, ?)`,
            )
            .run(
              `pending-kill-${member.index}-${round}-${slot}`,
              member.userId,
              `KILL-${round}-${slot}`,
              totalCents,
              now,
              now,
            );
          const id = Number(lastInsertRowid);
          const invoiceNo = `INV-${String(id).padStart(6, '0')}`;
          db.prepare('UPDATE invoices SET invoice_no = ? WHERE id = ?').run(invoiceNo, id);
          db.prepare(
            `INSERT INTO invoice_lines (invoice_id, line_no, description, quantity, unit_cents, amount_cents, vat_cents)
             VALUES (?, 1, 'Seat', 1, ?, ?, 16000)`,
          ).run(id, totalCents, totalCents);
          invoices.push({ member, invoiceNo, totalCents });
        }
      }
    })();
    return invoices;
  });
}

async function startPayments(server, invoices, round) {
  return Promise.all(
    invoices.map(async ({ member, invoiceNo, totalCents }, index) => {
      const started = await server.request('POST', '/api/payments', {
        token: member.token,
        json: { invoiceNo },
      });
      const reference = started.body?.data?.reference;
      if (started.status !== 200 || !reference)
        throw new BenchError(`Pay Now on ${invoiceNo} answered ${started.status} ${started.text}`);
      const providerTxId = `SBXKILL${round}N${String(index).padStart(3, '0')}`;
      const callback = server.signedCallback({
        reference,
        status: 'Succeeded',
        providerTxId,
        paidCents: totalCents,
        method: 'Card',
      });
      return { reference, providerTxId, invoiceNo, totalCents, userId: member.userId, callback };
    }),
  );
}

const post = (server, { path, body, headers }) => server.request('POST', path, { body, headers });

/** Every callback twice, in a shuffled order, all at once; kill -9 after `killAfter` answers. */
async function burstAndKill(server, payments, killAfter) {
  const sends = [...payments, ...payments].map((payment) => ({ payment, order: Math.random() }));
  sends.sort((a, b) => a.order - b.order);
  let answered = 0;
  let killing = null;
  const answers = await Promise.all(
    sends.map(async ({ payment }) => {
      const answer = await post(server, payment.callback);
      if (answer.status === 200) {
        payment.acknowledged = true;
        answered += 1;
        if (answered >= killAfter) killing ??= server.kill();
      }
      return answer.status;
    }),
  );
  await (killing ?? server.kill());
  return {
    sent: sends.length,
    acknowledged: answers.filter((status) => status === 200).length,
    cutOff: answers.filter((status) => status === 0).length,
    refused: answers.filter((status) => status !== 200 && status !== 0).length,
  };
}

/**
 * A stored callback whose processing the kill cut short stays leased for a minute (LEASE_MS in
 * callbacks.ts) before the worker takes it over. The run cannot wait a minute per round, so the
 * lease is let run out while the server is down, as it would if the restart came a minute later.
 */
function expireLeases(server) {
  server.withDatabase((db) =>
    db
      .prepare(
        `UPDATE payment_callbacks SET locked_until = '2000-01-01T00:00:00.000Z' WHERE processed_at IS NULL`,
      )
      .run(),
  );
}

function statusesOf(server, references) {
  return server.withDatabase(
    (db) => {
      const read = db.prepare('SELECT status FROM payments WHERE reference = ?');
      return references.map((reference) => read.get(reference)?.status);
    },
    { readonly: true },
  );
}

/** Waits for the worker to post what was acknowledged before the kill; answers how many it did not. */
async function postedWithoutResending(server, payments) {
  const references = payments.filter((payment) => payment.acknowledged).map((payment) => payment.reference);
  const deadline = Date.now() + 15_000;
  let unposted = references.length;
  while (Date.now() < deadline) {
    unposted = statusesOf(server, references).filter((status) => status !== 'Succeeded').length;
    if (unposted === 0) break;
    await sleep(200);
  }
  return { acknowledgedPayments: references.length, unposted };
}

/** As a gateway does: each callback until it is acknowledged, and a duplicate of each besides. */
async function deliverEverything(server, payments) {
  const deliver = async (payment) => {
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      if ((await post(server, payment.callback)).status === 200) return true;
      await sleep(250);
    }
    return false;
  };
  const delivered = await Promise.all([...payments, ...payments].map(deliver));
  const undelivered = delivered.filter((done) => !done).length;
  const deadline = Date.now() + 15_000;
  let waiting = 0;
  while (Date.now() < deadline) {
    waiting = server.withDatabase(
      (db) => db.prepare('SELECT count(*) AS n FROM payment_callbacks WHERE processed_at IS NULL').get().n,
      { readonly: true },
    );
    if (waiting === 0) break;
    await sleep(200);
  }
  return { undelivered, unprocessed: waiting };
}

/**
 * The books of the `expected` payments in a database file: each one Succeeded with its provider
 * transaction, exactly one receipt, its invoice paid exactly, and no receipt of the same members
 * beyond their payments. Answers the duplicates and losses found, with a line on each.
 */
export function countBookProblems(databaseFile, expected) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  const found = { duplicates: 0, losses: 0, details: [] };
  const duplicate = (text, count = 1) => {
    found.duplicates += count;
    found.details.push(`posted twice: ${text}`);
  };
  const lost = (text) => {
    found.losses += 1;
    found.details.push(`lost: ${text}`);
  };
  try {
    const paymentOf = db.prepare('SELECT * FROM payments WHERE reference = ?');
    const receiptsOf = db.prepare('SELECT count(*) AS n FROM receipts WHERE payment_id = ?');
    const receiptsOfTx = db.prepare('SELECT count(*) AS n FROM receipts WHERE provider_tx_id = ?');
    const invoiceOf = db.prepare(
      `SELECT i.total_cents, coalesce(sum(a.amount_cents), 0) AS allocated, count(a.receipt_id) AS allocations
         FROM invoices i LEFT JOIN receipt_allocations a ON a.invoice_id = i.id
        WHERE i.invoice_no = ? GROUP BY i.id`,
    );
    for (const { reference, providerTxId, invoiceNo } of expected) {
      const payment = paymentOf.get(reference);
      if (payment?.status !== 'Succeeded' || payment.provider_tx_id !== providerTxId) {
        lost(
          `payment ${reference} is ${payment?.status ?? 'missing'}, transaction ${payment?.provider_tx_id}`,
        );
        continue;
      }
      const receipts = receiptsOf.get(payment.id).n;
      if (receipts === 0) lost(`no receipt for payment ${reference}`);
      if (receipts > 1) duplicate(`${receipts} receipts for payment ${reference}`);
      if (receiptsOfTx.get(providerTxId).n > 1) duplicate(`provider transaction ${providerTxId}`);
      const invoice = invoiceOf.get(invoiceNo);
      if (invoice.allocated > invoice.total_cents || invoice.allocations > 1)
        duplicate(`invoice ${invoiceNo} allocated ${invoice.allocated} of ${invoice.total_cents} cents`);
      else if (invoice.allocated < invoice.total_cents)
        lost(`invoice ${invoiceNo} allocated ${invoice.allocated} of ${invoice.total_cents} cents`);
    }
    const paymentsPerMember = new Map();
    for (const { userId } of expected)
      paymentsPerMember.set(userId, (paymentsPerMember.get(userId) ?? 0) + 1);
    const receiptsOfUser = db.prepare('SELECT count(*) AS n FROM receipts WHERE user_id = ?');
    for (const [userId, payments] of paymentsPerMember) {
      const receipts = receiptsOfUser.get(userId).n;
      if (receipts > payments)
        duplicate(
          `member ${userId} holds ${receipts} receipts for ${payments} payments`,
          receipts - payments,
        );
    }
    return found;
  } finally {
    db.close();
  }
}

/** The member's statement (GET /api/profile/ledger) as the portal shows it: one receipt per payment. */
async function ledgerProblems(server, members, expected) {
  const problems = [];
  for (const member of members) {
    const answer = await server.request('GET', '/api/profile/ledger', { token: member.token });
    const entries = answer.body?.data ?? [];
    const receipts = entries.filter((entry) => entry.documentType === 'Receipt').length;
    const paid = expected.filter((payment) => payment.userId === member.userId).length;
    if (answer.status !== 200 || receipts !== paid)
      problems.push(
        `${member.email}: ledger answered ${answer.status} with ${receipts} receipts for ${paid} payments`,
      );
  }
  return problems;
}

export async function killDuringCallbacks(server, members, killPoints) {
  const expected = [];
  let problems = 0;
  for (const [index, killPoint] of killPoints.entries()) {
    const round = index + 1;
    const payments = await startPayments(server, addInvoices(server, members, round), round);
    const burst = await burstAndKill(server, payments, Math.round(payments.length * 2 * killPoint));
    expireLeases(server);
    await server.start();
    const recovery = await postedWithoutResending(server, payments);
    const delivery = await deliverEverything(server, payments);
    expected.push(...payments);
    const books = countBookProblems(server.databaseFile, expected);
    const ledger = await ledgerProblems(server, members, expected);
    const storage = storageProblems(server.databaseFile);
    const found =
      books.duplicates +
      books.losses +
      ledger.length +
      storage.length +
      burst.refused +
      recovery.unposted +
      delivery.undelivered +
      delivery.unprocessed;
    problems += found;
    console.log(
      `payment callbacks, round ${round} (kill -9 after ${Math.round(killPoint * 100)}% of the answers): ` +
        `${payments.length} payments, ${burst.sent} callbacks sent at once, ${burst.acknowledged} acknowledged ` +
        `before the kill, ${burst.cutOff} cut off, ${burst.refused} refused; after the restart ` +
        `${recovery.acknowledgedPayments - recovery.unposted} of ${recovery.acknowledgedPayments} acknowledged ` +
        `payments posted without a resend; every callback resent twice; books: ${books.duplicates} posted ` +
        `twice, ${books.losses} lost; ${found} problems`,
    );
    const twice = books.details.filter((line) => line.startsWith('posted twice'));
    const lost = books.details.filter((line) => line.startsWith('lost'));
    for (const line of [...twice.slice(0, 8), ...lost.slice(0, 8), ...ledger.slice(0, 8), ...storage])
      console.log(`  ${line}`);
  }
  return { problems, expected };
}

/**
 * The books check must see a receipt posted twice and an allocation that went missing: both are
 * planted in a copy of the final database, which must then count at least one of each.
 */
export async function proveBooksCheckCanFail(databaseFile, expected, workDir) {
  const copy = join(workDir, 'tampered.sqlite');
  const source = new Database(databaseFile, { readonly: true });
  await source.backup(copy);
  source.close();
  const [twice, missing] = expected;
  const db = new Database(copy);
  db.transaction(() => {
    const receipt = db
      .prepare(
        `SELECT r.* FROM receipts r JOIN receipt_allocations a ON a.receipt_id = r.id
           JOIN invoices i ON i.id = a.invoice_id WHERE i.invoice_no = ?`,
      )
      .get(twice.invoiceNo);
    if (!receipt) throw new BenchError(`invoice ${twice.invoiceNo} has no receipt to post twice`);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO receipts (receipt_no, user_id, payment_id, amount_cents, method, provider, provider_tx_id, paid_at, posted_at)
         VALUES ('RCT-PLANTED', ?, NULL, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        receipt.user_id,
        receipt.amount_cents,
        receipt.method,
        receipt.provider,
        `${receipt.provider_tx_id}-AGAIN`,
        receipt.paid_at,
        receipt.posted_at,
      );
    const invoiceId = db.prepare('SELECT id FROM invoices WHERE invoice_no = ?').get(twice.invoiceNo).id;
    db.prepare('INSERT INTO receipt_allocations (receipt_id, invoice_id, amount_cents) VALUES (?, ?, ?)').run(
      lastInsertRowid,
      invoiceId,
      receipt.amount_cents,
    );
    db.prepare(
      'DELETE FROM receipt_allocations WHERE invoice_id = (SELECT id FROM invoices WHERE invoice_no = ?)',
    ).run(missing.invoiceNo);
  })();
  db.close();
  const planted = countBookProblems(copy, expected);
  if (planted.duplicates === 0 || planted.losses === 0)
    throw new BenchError(`the books check missed what was planted: ${JSON.stringify(planted)}`);
  const corrupted = join(workDir, 'corrupted.sqlite');
  copyFileSync(copy, corrupted);
  const file = openSync(corrupted, 'r+');
  // Page 3 onwards holds tables and indexes: garbage there is what a torn write would leave.
  writeSync(file, Buffer.alloc(4096, 0xa5), 0, 4096, 3 * 4096);
  closeSync(file);
  if (storageProblems(corrupted).length === 0)
    throw new BenchError('the integrity check found nothing wrong in a file with a page of garbage');
  console.log(
    `books check shown a copy with a receipt posted twice and an allocation removed: ${planted.duplicates} ` +
      `duplicates, ${planted.losses} losses counted; integrity check shown a page of garbage: counted`,
  );
}
