import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('redacts keys, secrets, prompts and authorization headers wherever they appear', () => {
    const { stream, lines } = capture();
    const logger = createLogger('info', stream);
    logger.info({ key: 'svc_sk_abc', secret: 'whsec_x', prompt: 'my prompt', req: { headers: { authorization: 'Bearer svc_sk_abc', cookie: 's=1' } } }, 'one');
    logger.info({ webhook: { secret: 'whsec_y' }, input: { prompt: 'other prompt', key: 'k' } }, 'two');
    const text = JSON.stringify(lines());
    for (const leaked of ['svc_sk_abc', 'whsec_x', 'whsec_y', 'my prompt', 'other prompt', 's=1']) expect(text).not.toContain(leaked);
    expect(lines()[0]).toMatchObject({ msg: 'one', key: '[redacted]', service: 'promptscan' });
  });

  it('honours the level', () => {
    const { stream, lines } = capture();
    const logger = createLogger('warn', stream);
    logger.info('hidden');
    logger.warn('shown');
    expect(lines().map((line) => line.msg)).toEqual(['shown']);
  });
});
