// serve.mjs — a small static file server for build/web/ (used by `make serve` and by the browser tests).
//
//   node tools/serve.mjs DIR [--port N] [--host H] [--csp]
//
// Port 0 picks a free port. Prints "serving DIR at http://HOST:PORT/" once listening. --csp adds a strict
// Content-Security-Policy header (no 'unsafe-eval', nothing from third parties) to every response.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.py': 'text/x-python; charset=utf-8',
};
export const strictCsp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  "img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'";

export function startServer(root, { port = 0, host = '127.0.0.1', csp = false } = {}) {
  const base = path.resolve(root);
  const server = http.createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end('bad request');
      return;
    }
    let file = path.join(base, pathname);
    if (!file.startsWith(base)) { response.writeHead(403).end('forbidden'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) { response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
      // Any origin may fetch these public files: a sandboxed iframe without allow-same-origin has the origin
      // "null", and its fetches of the page's modules and of the .wasm need this header (docs/embedding.md).
      const headers = { 'Content-Type': types[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache',
                        'Access-Control-Allow-Origin': '*' };
      // Like a static host that sends one header everywhere: the Python worker's script gets the policy too.
      if (csp) headers['Content-Security-Policy'] = strictCsp;
      response.writeHead(200, headers).end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, url: `http://${host}:${server.address().port}/` }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
  const root = args[0] && !args[0].startsWith('--') ? args[0] : 'build/web';
  const port = Number(option('--port', process.env.PORT || 8000));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: --port must be a whole number from 0 to 65535 (got ${option('--port')})`);
    process.exit(2);
  }
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: ${root}/index.html is missing; run \`make web\` first`);
    process.exit(2);
  }
  startServer(root, { port, host: option('--host', '127.0.0.1'), csp: args.includes('--csp') })
    .then(({ url }) => console.log(`serving ${root} at ${url}  (Ctrl+C stops)`))
    .catch((error) => { console.error(`serve: ${error.message}`); process.exit(1); });
}
