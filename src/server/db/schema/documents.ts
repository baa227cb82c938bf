import type { FileKind } from '../../../contract/uploads';

/** An uploaded file: whose it is and where the file store keeps it (features/documents). */
export interface DocumentsTable {
  /** Opaque random id (UUID), the only id that leaves the server. */
  id: string;
  owner_user_id: number;
  /** The kind detected from the content (contract/uploads.ts). */
  kind: FileKind;
  storage_key: string;
  size: number;
  sha256: string;
  /** Sanitised upload name, used only as the download's file name. */
  original_name: string;
  created_at: string;
}
