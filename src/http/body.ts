import secureJson from 'secure-json-parse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, validationError } from './errors.js';

/** How a route treats the request body: read as JSON, or none expected. */
export type BodyKind = 'json' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `json` routes demand `Content-Type: application/json`; `none` routes accept only an empty body or `{}`. */
    body?: BodyKind;
  }
}

/** A body in a content type the service does not parse, kept only so `none` routes can check it is empty. */
class RawBody {
  constructor(readonly text: string) {}
}

/**
 * Installs the body parsers: JSON through secure-json-parse with `__proto__` and
 * `constructor.prototype` refused, an empty body read as no body, and any other
 * content type read as text so that routes, not the parser, decide on 415.
 */
export function registerBodyHandling(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const forbidden = error instanceof Error && /forbidden prototype/i.test(error.message);
      const message = forbidden ? 'the request body must not contain __proto__ or constructor.prototype keys' : 'the request body is not valid JSON';
      done(validationError([{ path: '', message }]), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, new RawBody(typeof body === 'string' ? body : body.toString('utf8')));
  });

  // Callback hooks rather than async ones: they run on every request, and need no promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.routeOptions.config.body === 'json' && !isJsonContentType(request.headers['content-type'])) {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.'));
      return;
    }
    done(null, payload);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.body === 'none') {
      if (!isEmptyBody(request.body)) {
        done(validationError([{ path: '', message: 'this endpoint takes no request body: send none, or {}' }]));
        return;
      }
      request.body = undefined;
    } else if (request.body instanceof RawBody) {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.'));
      return;
    }
    done();
  });
}

/** True for `application/json`, with any parameters and in any letter case. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const mediaType = header.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function isEmptyBody(body: FastifyRequest['body']): boolean {
  if (body === undefined || body === null) return true;
  if (body instanceof RawBody) return ['', '{}'].includes(body.text.replace(/\s+/g, ''));
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}
