import { z } from 'zod';

/** The archive's layout: manifest.json, the database snapshot, and files/<key> for every stored file. */
export const MANIFEST_NAME = 'manifest.json';
export const FILES_FOLDER = 'files';
export const DATABASE_SNAPSHOT = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

export const BACKUP_FORMAT = 'membership-portal-backup';
/** Raised when the layout changes; restore refuses archives newer than it knows. */
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileKey = z.string().regex(/^[0-9a-f]{32}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The last migration the database had: which portal version wrote it. */
  schema: z.string(),
  database: z.object({ name: z.string(), size: z.number().int().nonnegative(), sha256 }),
  /** Every file the database refers to (documents.storage_key) that the store gave back intact. */
  files: z.array(z.object({ key: fileKey, size: z.number().int().nonnegative(), sha256 })),
  /** Files the database refers to that the store did not have, or had with other content. */
  problems: z.array(z.object({ key: fileKey, problem: z.enum(['missing', 'content differs']) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
