import type { Db } from '../../db/database';

/** The newest outbox message to `recipient` on `channel`, for reading codes and links in tests. */
export async function latestMessage(db: Db, recipient: string, channel: 'email' | 'sms' = 'email') {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function messagesTo(db: Db, recipient: string) {
  return db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();
}

export const codeIn = (text: string | undefined): string => {
  const match = text?.match(/code is (\d{6})/);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
};

export const linkTokenIn = (text: string | undefined, path: string): string => {
  const match = text?.match(new RegExp(`/${path}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no /${path}/ link in: ${text}`);
  return match[1];
};
