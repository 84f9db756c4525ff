import pino, { type Logger } from 'pino';

/**
 * The service logger: pino JSON. Keys, webhook secrets and prompts are redacted
 * wherever they might be attached to a log line by mistake.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'promptscan' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'authorization',
        'key',
        'secret',
        'prompt',
        '*.key',
        '*.secret',
        '*.prompt',
      ],
      censor: '[redacted]',
    },
  });
}
