import Fastify from 'fastify';
import { storage } from 'nestjs-pino/storage';
import { setTimeout as sleep } from 'node:timers/promises';
import { bindRequestLoggers } from '../logging';

describe('the request logger inside a request (what nestjs-pino’s Logger writes through)', () => {
  it('is the request’s own logger (its request id) for the whole request, across awaits, and no other request’s', async () => {
    const fastify = Fastify();
    bindRequestLoggers(fastify);
    fastify.get('/', async (request) => {
      await sleep(Math.random() * 20); // requests overlap
      return { same: storage.getStore()?.logger === request.log, id: request.id };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fastify.inject('/').then((r) => r.json<{ same: boolean }>())));
    expect(answers.every((a) => a.same)).toBe(true);
    expect(storage.getStore()).toBeUndefined(); // nothing leaks out of the requests
    await fastify.close();
  });
});
