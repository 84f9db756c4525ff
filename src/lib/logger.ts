import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The service logger: pino JSON. Keys, webhook secrets and prompts are redacted
 * wherever they might be attached to a log line by mistake.
 */
export function createLogger(
  level: string,
  // Asynchronous writes coalesce the lines of one event-loop turn into one
  // write: a synchronous write per request line cost about 7 % of the scan
  // endpoint's CPU. pino flushes what is pending when the process exits.
  destination: DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
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
  }, destination);
}
