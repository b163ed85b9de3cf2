// Command-line handling shared by every script in scripts/ and bench/: `--help` prints the usage and
// exits 0; an unknown option, a missing value or a bad argument prints one line and exits 2, without a
// stack trace. Options are Node's `util.parseArgs` options.
import path from 'node:path';
import {parseArgs} from 'node:util';

/** Prints `<script>: <message> (see --help)` on stderr and exits 2: the one-line answer to bad input. */
export function usageError(message) {
  const script = path.basename(process.argv[1] ?? 'script');
  console.error(`${script}: ${message} (see --help)`);
  process.exit(2);
}

/**
 * Parses the command line. `usage` is the text `--help` prints: what the script does, how to call it,
 * each option. Returns `{values, positionals}` like parseArgs.
 */
export function parseCommandLine({usage, options = {}, allowPositionals = false, args = process.argv.slice(2)}) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {...options, help: {type: 'boolean', short: 'h'}},
      allowPositionals,
      strict: true,
    });
  } catch (error) {
    // parseArgs words its errors for programmers; keep the first sentence, which names the option.
    usageError(
      String(error.message)
        .split('\n')[0]
        .replace(/\. To specify a positional argument.*$/, ''),
    );
  }
  if (parsed.values.help) {
    console.log(usage.trim());
    process.exit(0);
  }
  delete parsed.values.help;
  return parsed;
}
