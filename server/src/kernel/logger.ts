import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; credentials and cookies never reach them. Standard output unless `destination` (tests). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-xsrf-token"]',
          'res.headers["set-cookie"]',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
