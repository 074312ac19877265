// `npm test`'s typechecks and suites, after lint and the storefront's build. The storefront's
// suite is the longest by far and leaves part of the processor idle (its browsers and servers
// wait on each other), so it starts at once, and every other package's typecheck and tests run
// beside it, two at a time, filling that idle time. One turbo run for all of them started the
// storefront's suite last, after 7.5 minutes of the others (turbo has no task priorities); all
// at once overloaded the machine (a 15 s test took over 120 s); the others at nice 10 starved
// (a 5 s limit ran out). Exits with the storefront's code if it failed, else the others'.
//
// The two runs' lines interleave, and a CI log is often read from its end only: so when a task
// fails, its last lines are printed again once both runs are over, under a heading naming it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const storefront = '@vitrine/storefront';
/** How many of a task's last lines are kept to be printed again if it fails. */
const keptLines = 150;

/**
 * Runs a turbo command with its output on ours, keeping each task's last lines (turbo prefixes
 * them `package:task: `). Answers its exit code, the tasks it names as failed, and those lines.
 */
function runTurbo(args) {
  return new Promise((resolve) => {
    const child = spawn('turbo', args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const linesByTask = new Map();
    const failed = new Set();
    const keep = (line) => {
      const task = /^(@?[\w./-]+):([\w:-]+): /.exec(line);
      if (task === null) {
        // turbo's summary: "Failed:    @vitrine/commerce#test" (several, comma-separated).
        const failures = /^\s*Failed:\s+(.+)$/.exec(line);
        for (const name of failures?.[1].split(/[,\s]+/) ?? []) if (name) failed.add(name);
        return;
      }
      const name = `${task[1]}#${task[2]}`;
      if (line.includes(': npm error ')) return; // npm's own words on a failed script say nothing new
      const lines = linesByTask.get(name) ?? [];
      lines.push(line);
      if (lines.length > keptLines) lines.shift();
      linesByTask.set(name, lines);
      if (line.includes('ERROR: command finished with error')) failed.add(name);
    };
    for (const [stream, target] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => target.write(chunk));
      createInterface({ input: stream }).on('line', keep);
    }
    const done = (code) => resolve({ code, failed: [...failed], linesByTask });
    child.on('error', (error) => {
      console.error(`turbo: ${error.message}`);
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal === null ? 1 : 128)));
  });
}

const runs = await Promise.all([
  // --only: its build ran just before (npm test), and typecheck's order after the packages'
  // typechecks is only an order (they write nothing the storefront's reads).
  runTurbo(['run', 'typecheck', 'test', `--filter=${storefront}`, '--only']),
  runTurbo(['run', 'typecheck', 'test', `--filter=!${storefront}`, '--concurrency=2']),
]);

for (const run of runs.filter(({ code }) => code !== 0)) {
  const names = run.failed.length > 0 ? run.failed : [...run.linesByTask.keys()];
  for (const name of names) {
    console.error(`\n━━━ ${name} failed; its last lines again ━━━`);
    console.error((run.linesByTask.get(name) ?? ['(no output)']).join('\n'));
  }
}
const [storefrontSuites, theOthers] = runs.map(({ code }) => code);
if (storefrontSuites !== 0 || theOthers !== 0) {
  const failedNames = runs.flatMap(({ failed }) => failed);
  console.error(`\nFailed: ${failedNames.length > 0 ? failedNames.join(', ') : 'see above'}`);
}
process.exitCode = storefrontSuites !== 0 ? storefrontSuites : theOthers;
