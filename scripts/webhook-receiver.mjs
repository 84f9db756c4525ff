// A local webhook receiver for trying alerts out: prints every request it gets
// and, when WEBHOOK_SECRET is set, whether its Standard Webhooks signature is valid.
//   npm run receiver [-- --port 9000]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' } } });
const secret = process.env.WEBHOOK_SECRET;
const verifier = secret ? new Webhook(secret) : null;

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let verdict = 'signature not checked (set WEBHOOK_SECRET)';
    if (verifier) {
      try {
        verifier.verify(body, request.headers);
        verdict = 'signature valid';
      } catch {
        verdict = 'signature INVALID';
      }
    }
    process.stdout.write(`${request.method} ${request.url} webhook-id=${request.headers['webhook-id'] ?? '-'} ${verdict}\n${body}\n\n`);
    response.writeHead(204).end();
  });
}).listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`webhook receiver listening on http://127.0.0.1:${values.port}/hook\n`);
});
