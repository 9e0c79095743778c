// `npm run dev`: the API server restarting on change (port 4000) and Vite with HMR (port 5173, proxying to it).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => {
  stop('SIGTERM');
  process.exitCode = code ?? 0;
});
console.log('oDance dev: open http://localhost:5173 (API on http://localhost:4000)');
