import { type ChosenFile, detectFileKind, SNIFF_BYTES } from '../../contract/file-signatures';
import type { FileKind } from '../../contract/uploads';

/** Kinds read from picked files' first bytes; a file that is dropped drops its entry. */
const readKinds = new WeakMap<Blob, FileKind | null>();

function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function')
    return head.arrayBuffer().then((bytes) => new Uint8Array(bytes));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** Reads a file's kind from its first bytes (the server's rule), once per file. */
export async function readFileKind(file: Blob): Promise<FileKind | null> {
  const known = readKinds.get(file);
  if (known !== undefined) return known;
  const kind = detectFileKind(await readHead(file).catch(() => new Uint8Array()));
  readKinds.set(file, kind);
  return kind;
}

/** A picked file as the contract's file rules see it: with its content's kind once read. */
export const chosenFile = (file: File): ChosenFile => ({
  size: file.size,
  type: file.type,
  name: file.name,
  ...(readKinds.has(file) ? { kind: readKinds.get(file) ?? null } : {}),
});

/**
 * What a file field does when a file is picked: reads its kind, then checks the field again, so a
 * wrong or too large file is named on the field at once, not after the whole form was sent.
 */
export function checkWhenPicked(file: File | null | undefined, check: () => unknown): void {
  if (!file) {
    void check();
    return;
  }
  void readFileKind(file).then(() => check());
}
