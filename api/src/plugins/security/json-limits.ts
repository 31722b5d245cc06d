// JSON bodies go through Fastify's own parser (which already refuses __proto__ poisoning) and then
// a walk that refuses deep nesting, very long strings and NUL characters before any route sees them.
import { AppError } from '@compliance/contracts/errors';
import type { FastifyInstance } from 'fastify';

export interface JsonLimits {
  maxDepth: number;
  maxStringLength: number;
}

/** Describes the first limit the value breaks, or null. Iterative: deep input cannot blow the stack. */
export const jsonLimitProblem = (value: unknown, limits: JsonLimits): string | null => {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.length > limits.maxStringLength) {
        return `a text value is longer than ${limits.maxStringLength} characters`;
      }
      // Postgres text cannot hold NUL; refuse it here rather than fail on write.
      if (current.includes('\u0000')) return 'a text value contains a NUL character';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= limits.maxDepth) return `JSON is nested deeper than ${limits.maxDepth} levels`;
      for (const [key, child] of Object.entries(current)) {
        if (key.length > limits.maxStringLength) {
          return `a field name is longer than ${limits.maxStringLength} characters`;
        }
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
};

const isWellFormedJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const registerJsonLimits = (app: FastifyInstance, limits: JsonLimits) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  // Every body the api reads is JSON or multipart: text sent as text/plain is a 415, not a
  // string that then fails the body's schema with a misleading message.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      // Prototype poisoning is refused by name: Fastify's parser reports it as malformed JSON.
      if (error && isWellFormedJson(String(body)))
        return done(
          new AppError(
            'BAD_REQUEST',
            'Request body refused: a __proto__ or constructor.prototype key is not allowed',
          ),
        );
      if (error) return done(error, undefined);
      const problem = jsonLimitProblem(value, limits);
      if (problem) return done(new AppError('BAD_REQUEST', `Request body refused: ${problem}`));
      return done(null, value);
    });
  });
};
