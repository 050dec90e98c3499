import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * The delivery process's script, built from the sources (tests run without a build first) into node_modules/.cache,
 * where its `require`s of npm packages resolve: only our workspace code is bundled.
 */
export async function buildWorkerScript(): Promise<string> {
  const cache = join(__dirname, '../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outfile = join(mkdtempSync(join(cache, 'covers-worker-')), 'delivery-worker.js');
  await build({
    entryPoints: [join(__dirname, 'delivery-worker-process.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    plugins: [
      {
        name: 'workspace-sources',
        setup(builder) {
          builder.onResolve({ filter: /^@covers\/shared$/ }, () => ({ path: join(__dirname, '../../../shared/src/index.ts') }));
          builder.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return outfile;
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves when the process exits, with its signal (SIGKILL after a kill -9) or null. */
  exited: Promise<NodeJS.Signals | null>;
}

/** Starts a delivery process and resolves once it takes jobs. */
export function startWorkerProcess(script: string, env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`delivery process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve({ child, exited });
    });
  });
}
