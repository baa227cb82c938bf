import { describe, expect, it } from 'vitest';
import type { FileKind } from '../../contract/uploads';
import { detectFileKind, SNIFF_BYTES, sniffFileKind } from './file-types';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(SNIFF_BYTES, 0x41)]);

const samples: [name: string, head: Buffer, kind: FileKind | null][] = [
  ['PDF', pad(bytes('%PDF-1.7\n')), 'pdf'],
  ['PDF 2.0', pad(bytes('%PDF-2.0\r')), 'pdf'],
  ['PNG', pad(bytes(0x89, 'PNG\r\n', 0x1a, '\n')), 'png'],
  ['JPEG (JFIF)', pad(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF')), 'jpeg'],
  ['JPEG (Exif, from a phone)', pad(bytes(0xff, 0xd8, 0xff, 0xe1, 0x2a, 0x5e, 'Exif')), 'jpeg'],
  ['Windows executable (MZ)', pad(bytes('MZ', 0x90, 0x00, 0x03)), null],
  ['Linux executable (ELF)', pad(bytes(0x7f, 'ELF', 0x02, 0x01)), null],
  ['ZIP container (docx, xlsx, jar)', pad(bytes('PK', 0x03, 0x04, 0x14, 0x00)), null],
  ['empty ZIP', pad(bytes('PK', 0x05, 0x06)), null],
  ['old Word document (OLE)', pad(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)), null],
  ['GIF', pad(bytes('GIF89a')), null],
  ['SVG', pad(bytes('<svg xmlns="http://www.w3.org/2000/svg">')), null],
  ['HTML', pad(bytes('<!DOCTYPE html><script>')), null],
  ['shell script', pad(bytes('#!/bin/sh\n')), null],
  ['text that mentions %PDF- later', pad(bytes(' %PDF-1.4')), null],
  ['lower-case %pdf-', pad(bytes('%pdf-1.4')), null],
  ['PNG signature with a broken line ending', pad(bytes(0x89, 'PNG\n\n', 0x1a, '\n')), null],
  ['JPEG cut after two bytes', bytes(0xff, 0xd8), null],
  ['%PDF without the dash', bytes('%PDF'), null],
  ['empty file', Buffer.alloc(0), null],
];

describe('detectFileKind', () => {
  it.each(samples)('%s', (_name, head, kind) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it('needs no more than SNIFF_BYTES', () => {
    expect(detectFileKind(bytes('%PDF-'))).toBe('pdf');
    expect(detectFileKind(bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
  });
});

describe('sniffFileKind', () => {
  const pdf = pad(bytes('%PDF-1.7'));
  const png = pad(bytes(0x89, 'PNG\r\n', 0x1a, '\n'));
  const jpeg = pad(bytes(0xff, 0xd8, 0xff, 0xdb));
  const exe = pad(bytes('MZ'));

  it.each([
    ['a PDF where PDF is allowed', pdf, ['pdf'], 'pdf'],
    ['a PNG where PDF is required', png, ['pdf'], null],
    ['a PDF where only images are allowed', pdf, ['png', 'jpeg'], null],
    ['a JPEG where images are allowed', jpeg, ['png', 'jpeg'], 'jpeg'],
    ['a PNG where images are allowed', png, ['png', 'jpeg'], 'png'],
    ['an executable where PDF is required', exe, ['pdf'], null],
    ['an executable where anything the portal knows is allowed', exe, ['pdf', 'png', 'jpeg'], null],
    ['anything where nothing is allowed', pdf, [], null],
  ] as const)('%s', (_name, head, allowed, kind) => {
    expect(sniffFileKind(head, allowed)).toBe(kind);
  });
});
