import { sql } from 'kysely';
import { openDatabase } from '/work/main/src/server/db/database';
import { migrateToLatest } from '/work/main/src/server/db/migrate';
const h = openDatabase('sqlite:/tmp/mig.db');
await migrateToLatest(h.db);
const r = await sql<any>`select name, sql from sqlite_master where tbl_name in ('invoices','receipts','payments','member_register')`.execute(h.db);
for (const x of r.rows) console.log(x.name, '\n', x.sql);
await h.close?.();
