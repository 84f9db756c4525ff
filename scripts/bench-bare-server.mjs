// The baseline of `npm run bench`: a bare Fastify app answering a JSON POST
// with a small JSON object, with logging off as in the measured service's hot path.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/echo', async (request) => ({ ok: true, length: JSON.stringify(request.body).length }));
await app.listen({ port: Number(process.env.PORT ?? 18081), host: '127.0.0.1' });
process.stdout.write('bare fastify listening\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
