import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RedisIoAdapter } from './redis-io.adapter';

/**
 * SIGTERM/SIGINT for the API process. Node's server.close() leaves open every connection it does not
 * count as idle, and a connection that was opened but has not sent a request yet (browsers and
 * proxies pre-connect) is one of them: the process used to wait 23–72 s for such clients. Here:
 * 1. no new connections; this process's Socket.IO clients are told to go (they reconnect elsewhere);
 * 2. every connection without a request in progress is closed at once;
 * 3. requests in progress finish within SHUTDOWN_GRACE_MS (their connection closes after the
 *    answer), then whatever is left is cut;
 * 4. the application closes (queues, relay, database and Redis) and the process exits.
 * Answers the function that takes the handlers off again (a start that failed half-way, tried again).
 */
export function stopOnSignals(app: NestFastifyApplication, io: RedisIoAdapter, graceMs: number, log: (msg: string) => void): () => void {
  const server = app.getHttpServer() as Server;
  const fastify = app.getHttpAdapter().getInstance();
  /** every open connection, with its requests in progress (upgraded ones: Socket.IO's to close) */
  const connections = new Map<Socket, number>();
  let stopping = false;
  let drained: (() => void) | undefined;

  const closeIfIdle = (socket: Socket): void => {
    if (connections.get(socket) !== 0) return;
    connections.delete(socket);
    socket.end(); // after what is written, so an answer just sent still arrives
    socket.once('finish', () => socket.destroy());
    if (![...connections.values()].some((n) => n > 0)) drained?.();
  };

  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => {
      connections.delete(socket);
      if (stopping && ![...connections.values()].some((n) => n > 0)) drained?.();
    });
  });
  server.on('upgrade', (request: { socket: Socket }) => connections.delete(request.socket));
  fastify.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket;
    if (connections.has(socket)) connections.set(socket, connections.get(socket)! + 1);
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    // the client must not send another request on this connection: it closes after this answer
    if (stopping) void reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    const inFlight = connections.get(socket);
    if (inFlight !== undefined) connections.set(socket, Math.max(0, inFlight - 1));
    if (stopping) closeIfIdle(socket);
    done();
  });

  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    log(`${signal}: stopping (grace ${graceMs} ms for requests in progress)`);
    server.close();
    io.disconnectLocalClients();
    const allDone = new Promise<void>((resolve) => (drained = resolve));
    for (const socket of [...connections.keys()]) closeIfIdle(socket);
    if (![...connections.values()].some((n) => n > 0)) drained?.();
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => (timer = setTimeout(() => resolve('grace over'), graceMs)));
    if ((await Promise.race([allDone, graceOver])) === 'grace over') {
      log(`grace over: closing ${connections.size} connection(s) with requests in progress`);
      for (const socket of connections.keys()) socket.destroy();
    }
    clearTimeout(timer);
    try {
      await app.close();
    } catch (error) {
      log(`close failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
    log(`stopped in ${Math.round(performance.now() - started)} ms`);
    process.exit();
  };
  const onSignal = (s: NodeJS.Signals): void => void stop(s);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, onSignal);
  return () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.off(signal, onSignal);
  };
}
