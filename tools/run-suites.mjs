// `npm test`'s typechecks and suites, after lint and the storefront's build. The storefront's
// suite is the longest by far and leaves part of the processor idle (its browsers and servers
// wait on each other), so it starts at once, and every other package's typecheck and tests run
// beside it, two at a time, filling that idle time. One turbo run for all of them started the
// storefront's suite last, after 7.5 minutes of the others (turbo has no task priorities); all
// at once overloaded the machine (a 15 s test took over 120 s); the others at nice 10 starved
// (a 5 s limit ran out). Exits with the storefront's code if it failed, else the others'.
import { spawn } from 'node:child_process';

const storefront = '@vitrine/storefront';

/** Runs a command with its output on ours; answers its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
  });
}

const [storefrontSuites, theOthers] = await Promise.all([
  // --only: its build ran just before (npm test), and typecheck's order after the packages'
  // typechecks is only an order (they write nothing the storefront's reads).
  run('turbo', ['run', 'typecheck', 'test', `--filter=${storefront}`, '--only']),
  run('turbo', ['run', 'typecheck', 'test', `--filter=!${storefront}`, '--concurrency=2']),
]);
process.exitCode = storefrontSuites !== 0 ? storefrontSuites : theOthers;
