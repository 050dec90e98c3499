import { execFile } from 'node:child_process';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: string[];
}

/**
 * Redocly's linter (its `recommended` rules) over an OpenAPI document. It is an ES module, so it runs in a
 * child Node process that reads the document on stdin and writes the problems as JSON.
 */
const LINT = `
import { createConfig, lintFromString } from '@redocly/openapi-core';
let source = '';
for await (const chunk of process.stdin) source += chunk;
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
console.log(JSON.stringify(problems.map((p) => ({ ruleId: p.ruleId, severity: p.severity, message: p.message, location: p.location.map((l) => l.pointer) }))));
`;

export function lintOpenApi(document: object): Promise<LintProblem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', LINT],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout) as LintProblem[])),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}
