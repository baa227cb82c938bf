// The one report of `npm run bench`: every part adds its figures here, and the run ends by printing
// them as one table and writing it to bench-report.md (CI prints that file).
//
// Each figure has a target, either a floor ("at least", higher is better) or a ceiling ("at most").
// The ratio column is measured / target, so it reads the same way for every row: a floor passes at
// 1.00 or more, a ceiling at 1.00 or less. A ceiling of 0 (errors, duplicates) has no ratio; it
// passes only at exactly 0. A figure with no target is printed for information.
// Two kinds of target: a speed target missed is printed FAIL, since a shared or slow machine can miss
// one without anything being wrong; a correctness check (`gate`: errors, duplicates, losses, a
// damaged database) that fails makes the whole bench exit non-zero, so CI stops on it.
// Parts that run in a child process (the PostgreSQL legs) report through the same file: startReport
// names it in the environment, which children inherit, and every figure is appended as a JSON line.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIGURES_FILE = 'BENCH_FIGURES_FILE';

/** Starts an empty report; a child process started afterwards adds to it. */
export function startReport() {
  const file = join(tmpdir(), `bench-figures-${process.pid}-${Date.now()}.jsonl`);
  writeFileSync(file, '');
  process.env[FIGURES_FILE] = file;
}

function figures() {
  const file = process.env[FIGURES_FILE];
  if (!file) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * @param {{ figure: string, measured: number, unit?: string, atLeast?: number, atMost?: number, gate?: boolean }} row
 * @returns {boolean} whether the figure met its target (true when it has none)
 */
export function reportFigure({ figure, measured, unit = '', atLeast, atMost, gate = false }) {
  const target = atLeast ?? atMost;
  const kind = atLeast !== undefined ? '>=' : atMost !== undefined ? '<=' : null;
  const met = kind === '>=' ? measured >= target : measured <= target;
  const pass = kind === null || (Number.isFinite(measured) && met);
  const row = {
    figure,
    measured: Number.isFinite(measured) ? measured : null,
    unit,
    target,
    kind,
    pass,
    gate,
  };
  const file = process.env[FIGURES_FILE];
  // A part run alone (`node scripts/bench.mjs search`) prints its own lines and keeps no report.
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
  return pass;
}

/** A correctness check (a fault scenario, errors under load): measured is the count of what went wrong. */
export function reportCheck(figure, problems) {
  return reportFigure({ figure, measured: problems, atMost: 0, gate: true });
}

const number = (value) =>
  Number.isInteger(value) ? value.toLocaleString('en') : Number(value.toPrecision(3)).toString();

function cells(row) {
  const unit = row.unit ? ` ${row.unit}` : '';
  const target = row.kind ? `${row.kind} ${number(row.target)}${unit}` : '(information)';
  const measured = row.measured !== null ? `${number(row.measured)}${unit}` : 'not measured';
  const ratio =
    row.kind && row.target !== 0 && row.measured !== null ? (row.measured / row.target).toFixed(2) : '-';
  const verdict = row.kind ? (row.pass ? 'PASS' : row.gate ? 'BROKEN' : 'FAIL') : '';
  return [row.figure, target, measured, ratio, verdict];
}

/**
 * Prints the table and writes it as Markdown to `file`. Returns the figures that missed a speed
 * target and the correctness checks that failed.
 */
export function writeReport(file) {
  const header = ['figure', 'target', 'measured', 'ratio', 'verdict'];
  const rows = figures();
  const body = rows.map(cells);
  const markdown = [
    `# npm run bench, ${new Date().toISOString()}, Node ${process.version}`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, column) => (column === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...body.map((line) => `| ${line.join(' | ')} |`),
    '',
  ].join('\n');
  writeFileSync(file, markdown);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => line[column].length)),
  );
  const format = (line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of body) console.log(format(line));
  console.log(`\nwritten to ${file}`);
  return {
    missed: rows.filter((row) => !row.pass && !row.gate).map((row) => row.figure),
    broken: rows.filter((row) => !row.pass && row.gate).map((row) => row.figure),
  };
}
