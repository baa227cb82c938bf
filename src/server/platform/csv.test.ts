import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test-support/csv';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Kamau, Jane', '"Kamau, Jane"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+254712', "'+254712"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['=1,"2"', `"'=1,""2"""`],
    ['Ngũgĩ wa Thiong’o', 'Ngũgĩ wa Thiong’o'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('keeps numbers, negative ones included, and leaves nulls empty', () => {
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark, ends lines with CRLF and reads back to the same cells', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['A, B', 'line one\r\nline two'],
        ['"Q"', null],
      ],
    );
    expect(csv.startsWith('\uFEFFName,Note\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Note'],
      ['A, B', 'line one\r\nline two'],
      ['"Q"', ''],
    ]);
  });
});
