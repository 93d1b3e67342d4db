import { GetLoginUserByTokenQuery } from '@dha/auth';
import type { LoginUser } from '@dha/server-core';
import { Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { LiveRooms } from '@dha/contracts';

export interface LiveSocketData {
  user: LoginUser;
}

/** Events the server sends on the live channel. */
export interface LiveServerEvents {
  session: (state: { authenticated: boolean; userId?: number }) => void;
}

type LiveSocket = Socket<Record<string, never>, LiveServerEvents, Record<string, never>, LiveSocketData>;

/**
 * The live channel of the console. A browser connects with its access token
 * (`io({ auth: { token } })`, or `?token=`) and joins its own room; pushes to that room reach it
 * whichever server process it is connected to (Redis adapter).
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class LiveGateway implements OnGatewayConnection {
  private readonly logger = new Logger(LiveGateway.name);

  @WebSocketServer()
  server!: Server;

  constructor(private readonly queryBus: QueryBus) {}

  async handleConnection(socket: LiveSocket): Promise<void> {
    const token = tokenOf(socket);
    const user = token ? await this.queryBus.execute(new GetLoginUserByTokenQuery(token)).catch(() => null) : null;
    if (!user) {
      socket.emit('session', { authenticated: false });
      socket.disconnect(true);
      return;
    }
    socket.data.user = user;
    await socket.join(LiveRooms.user(user.id));
    socket.emit('session', { authenticated: true, userId: user.id });
    this.logger.debug(`user ${user.id} connected (${socket.id})`);
  }
}

function tokenOf(socket: LiveSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const raw = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : undefined;
  return raw?.replace(/^bearer\s+/i, '').trim() || undefined;
}
