import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The service logger: pino JSON. Keys, webhook secrets and prompts are redacted
 * wherever they might be attached to a log line by mistake.
 */
export function createLogger(
  level: string,
  destination: DestinationStream = bufferedStdout(),
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

// Even asynchronous, a write per event-loop turn cost about 6 % of the scan
// endpoint's CPU (a system call for a line or two). Lines are instead gathered
// until 3 KiB are pending, and written at least every 100 ms so that a quiet
// service still logs promptly. Each write holds whole lines and at most 4 KiB
// (PIPE_BUF), so lines of several worker processes sharing one pipe never
// interleave. pino flushes what is pending when the process exits.
function bufferedStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 3_072, maxWrite: 4_096, periodicFlush: 100 });
}
