// Runs a long set-up step (install, build) with its output in a log file, printing one line
// when it starts and one when it ends; on failure the end of the log, so nothing is hidden.
// `verbose` (the `--verbose` flag of `npm start`/`npm test`) shows the whole output instead.
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Prints a line prefixed with the project's name (cyan on a terminal). */
export function say(message, stream = process.stdout) {
  const tag = stream.isTTY ? '\x1b[36m[finfree]\x1b[0m' : '[finfree]';
  stream.write(`${tag} ${message}\n`);
}

/**
 * Runs `cmd args` with its standard output and error written to `logFile`.
 * Returns the exit status (a spawn error counts as 1).
 */
export function runQuietly(
  cmd,
  args,
  { cwd, env = process.env, logFile, label, verbose = false, tailLines = 40, out = process.stdout },
) {
  const started = Date.now();
  if (verbose) {
    say(`${label}…`, out);
    const result = spawnSync(cmd, args, { cwd, env, stdio: 'inherit' });
    return result.error ? 1 : (result.status ?? 1);
  }
  mkdirSync(dirname(logFile), { recursive: true });
  say(`${label}… (full output: ${logFile})`, out);
  const fd = openSync(logFile, 'w');
  let status;
  try {
    const result = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', fd, fd] });
    status = result.error ? 1 : (result.status ?? 1);
    if (result.error) out.write(`${result.error.message}\n`);
  } finally {
    closeSync(fd);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status === 0) {
    say(`${label}: done in ${seconds} s`, out);
  } else {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    out.write(`${lines.slice(-tailLines).join('\n')}\n`);
    say(
      `${label}: failed after ${seconds} s (exit ${status}); the whole output is in ${logFile}`,
      out,
    );
  }
  return status;
}
