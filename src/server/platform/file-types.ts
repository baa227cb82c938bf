/** The content check of uploads lives in the contract, shared with the browser's check on pick. */
export { detectFileKind, SNIFF_BYTES, sniffFileKind } from '../../contract/file-signatures';
