// A bare Fastify server, run as its own process by the scale bench: the ceiling any route of ours
// is compared with, measured in the same run on the same machine. `GET /` is the hello-world route
// of the ratio. `GET /replay` sends the headers and body last given to `PUT /replay` (one of our
// answers, as a client received it): what bare Fastify reaches sending as many bytes as that route,
// which on a machine whose load generator shares the cores is a ceiling of its own. With
// DATABASE_URL, `GET /db?n=` answers one trivial statement read from PostgreSQL per request
// (`SELECT $1`, through pg's pool of 10 connections): the floor of any route that reads the
// database for every request, whatever the statement.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.get('/', async () => ({ hello: 'world' }));

let replay: { headers: Record<string, string>; body: Buffer } = {
  headers: {},
  body: Buffer.alloc(0),
};
app.put<{ Body: { headers: Record<string, string>; body: string } }>('/replay', async (request) => {
  replay = { headers: request.body.headers, body: Buffer.from(request.body.body, 'base64') };
  return { bytes: replay.body.length };
});
app.get('/replay', (_request, reply) => {
  reply.headers(replay.headers).send(replay.body);
});

if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get<{ Querystring: { n?: string } }>('/db', async (request) => {
    const { rows } = await pool.query<{ n: number }>('SELECT $1::int AS n', [
      Number(request.query.n ?? 0),
    ]);
    return rows;
  });
}

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
