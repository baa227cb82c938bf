/** The arguments of one command: `--name value`, `--name=value`, bare `--flag`, and positionals. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

/** Splits `args`; an option not in `known` (name → takes a value) is an error naming it. */
export function parseArgs(args: string[], known: Record<string, 'value' | 'flag'>): ParsedArgs | string {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const kind = known[name];
    if (!kind) return `Unknown option --${name}`;
    if (kind === 'flag') {
      if (inline !== undefined) return `--${name} takes no value`;
      options.set(name, true);
      continue;
    }
    const value = inline ?? args[++index];
    if (value === undefined || value === '') return `--${name} needs a value`;
    options.set(name, value);
  }
  return { positional, options };
}
