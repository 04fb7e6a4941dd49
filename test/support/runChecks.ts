// `npm test`'s first step: the typecheck and the lint side by side, one on each of two cores (the
// typecheck takes about 20 s, the lint about 35), each one's output printed whole once it ends;
// fails when either fails.
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint'];

function run(script: string): Promise<{ script: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) =>
      resolve({ script, code: 1, output: `${output}${error.message}\n` }),
    );
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

const results = await Promise.all(
  checks.map(async (script) => {
    const result = await run(script);
    process.stdout.write(`\n> npm run ${script}\n${result.output}`);
    return result;
  }),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`\nPassed: ${checks.join(', ')}.`);
