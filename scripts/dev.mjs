// npm run dev: the API with reload on :3000 and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@nestly/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  }),
);
