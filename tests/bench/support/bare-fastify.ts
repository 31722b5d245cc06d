// A bare Fastify hello-world server, run as its own process by the scale bench: the ceiling any
// route of ours is compared with, measured in the same run on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
