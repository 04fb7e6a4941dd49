/** Runs the listener re-arm heap check in its own Node process, with `--expose-gc`. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { HeapRun } from '../heap/rearmListeners';

export function measureHeap(
  projectRoot: string,
  options: { rounds: number; rearms: number; warmUp: number },
): Promise<HeapRun> {
  const script = join(projectRoot, 'bench', 'heap', 'rearmListeners.ts');
  const args = [
    '--expose-gc',
    '--import',
    'tsx',
    script,
    `--rounds=${options.rounds}`,
    `--rearms=${options.rearms}`,
    `--warm-up=${options.warmUp}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The heap check exited with code ${code}.`));
      const line = output.trim().split('\n').pop() ?? '';
      resolve(JSON.parse(line) as HeapRun);
    });
  });
}

/** Growth of `heapUsed` over each round of re-arms, in bytes. */
export function heapGrowthPerRound(run: HeapRun): number[] {
  return run.heapUsed.slice(1).map((after, index) => after - (run.heapUsed[index] as number));
}
