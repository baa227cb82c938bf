import { describe, expect, it } from 'vitest';
import { auditSampleSize, drawSample, mulberry32, seedOfText, seedText } from './cpd-audit-draw';

const members = Array.from({ length: 200 }, (_, index) => `M/${String(index + 1).padStart(4, '0')}`);

describe('the CPD audit draw', () => {
  it('rounds the share up, so any share of a non-empty population draws someone', () => {
    expect(auditSampleSize(100, 5)).toBe(5);
    expect(auditSampleSize(40, 5)).toBe(2);
    expect(auditSampleSize(30, 5)).toBe(2); // 1.5 → 2
    expect(auditSampleSize(1, 5)).toBe(1);
    expect(auditSampleSize(0, 5)).toBe(0);
    expect(auditSampleSize(7, 100)).toBe(7);
    expect(auditSampleSize(1000, 0.05)).toBe(1);
    expect(auditSampleSize(1000, 12.34)).toBe(124); // 123.4 → 124
  });

  it('draws the same members in the same order from the same seed, whatever order they come in', () => {
    const seed = seedOfText('1a2b3c4d');
    const once = drawSample(members, seed, 10);
    const shuffled = [...members].reverse();
    expect(drawSample(shuffled, seed, 10)).toEqual(once);
    expect(new Set(once).size).toBe(10);
    expect(once.every((key) => members.includes(key))).toBe(true);
    expect(drawSample(members, seedOfText('1a2b3c4e'), 10)).not.toEqual(once);
  });

  it('is pinned: a change of algorithm would change this draw (and needs a new algorithm name)', () => {
    expect(drawSample(['H', 'G', 'F', 'E', 'D', 'C', 'B', 'A'], 42, 3)).toEqual(['E', 'A', 'H']);
    const next = mulberry32(42);
    expect([next(), next()].map((value) => value.toFixed(6))).toEqual(['0.601104', '0.448291']);
  });

  it('records the seed as 8 hexadecimal digits and reads it back', () => {
    expect(seedText(255)).toBe('000000ff');
    expect(seedOfText(seedText(4_000_000_000))).toBe(4_000_000_000);
  });
});
