// npm start: build what is missing or stale, then run the gateway (API, sockets, Yjs and the built console).
const { execSync, spawn } = require('node:child_process');
const { existsSync, statSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

run('npx tsc -b gateway');
const clientIndex = join(root, 'client', 'dist', 'index.html');
const clientSources = [join(root, 'client', 'src'), join(root, 'shared', 'src')];
if (existsSync(join(root, 'client', 'index.html'))) {
  const builtAt = existsSync(clientIndex) ? statSync(clientIndex).mtimeMs : 0;
  if (clientSources.some((dir) => newestMtime(dir) > builtAt)) run('npm run build -w client');
}

const gateway = spawn(process.execPath, [join(root, 'gateway', 'dist', 'main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code) => process.exit(code ?? 0));
