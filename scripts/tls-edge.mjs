// An HTTPS, HTTP/2 edge in front of a local server, as production has one (docs/deploy.md: the
// TLS terminator in front of nginx): npm run lighthouse measures through it (decision 040). The
// web app is some 60-90 small modules per page; over HTTP/1.1 a browser fetches them six at a
// time, over HTTP/2 all at once on one connection, and Lighthouse's simulated phone network
// charges each round trip. nginx (Debian's, as the topology test uses) with a certificate made
// for the run, which the measuring browser is told to accept.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const configOf = (dir, port, backendPort) => `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${backendPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $http_connection;
      # The server compresses and streams; the edge passes each answer on as it comes.
      proxy_buffering off;
    }
  }
}
`;

/**
 * Starts nginx on `port` (127.0.0.1, HTTPS with HTTP/2) in front of http://127.0.0.1:backendPort.
 * Answers the edge's origin and how to stop it. Node's own requests to it (the health check, the
 * API reads) accept its certificate: NODE_TLS_REJECT_UNAUTHORIZED is set for this process, which
 * talks to nothing else.
 */
export const startTlsEdge = ({ port, backendPort }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestly-edge-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), configOf(dir, port, backendPort));
  // At a lower CPU priority than the browser it serves, like the server (./lighthouse.mjs).
  const nginx = spawn('nice', ['-n', '10', NGINX, '-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx.on('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
