import { GetAccessTokenExpiryQuery, GetLoginUserByTokenQuery } from '@dha/auth';
import { LiveRooms, MAX_INT32, type LiveClientEvents, type LiveServerEvents } from '@dha/contracts';
import { GetTeacherCourseIdsQuery } from '@dha/course';
import type { LoginUser } from '@dha/server-core';
import { Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { Gauge, register } from 'prom-client';
import type { Socket } from 'socket.io';
import { MAX_WATCHED_COURSES, courseIdOf, isCourseTeacher, roomsOf } from '../domain/live-access';

export interface LiveSocketData {
  user?: LoginUser;
  /** drops the socket at its token's expiry */
  expiryTimer?: NodeJS.Timeout;
}

type LiveSocket = Socket<LiveClientEvents, LiveServerEvents, Record<string, never>, LiveSocketData>;

/** The answer (ack) to course.watch / course.unwatch, in the envelope of the HTTP calls. */
export interface LiveAck {
  code: number;
  msg: string;
  data: boolean;
}

/** setTimeout's ceiling (a signed 32-bit delay, ~24.8 days); a token living longer is checked again then. */
const MAX_TIMER_MS = MAX_INT32;

const liveSockets =
  (register.getSingleMetric('dha_live_sockets') as Gauge | undefined) ??
  new Gauge({ name: 'dha_live_sockets', help: 'Sockets connected to the live channel of this process' });

/**
 * The live channel of the console and the client pages, on the API port. A browser connects with
 * its access token (`io({ auth: { token } })`, or `?token=`) and joins its user's, tenant's and
 * session's rooms, plus the reviewer rooms its roles give; a socket without any token stays
 * anonymous and may only watch courses' places. A bad or revoked token is answered
 * `session {authenticated:false}` and dropped. Pushes go through the LivePublisher (Redis), so they
 * reach a socket whichever process holds it.
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class LiveGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(LiveGateway.name);

  constructor(private readonly queryBus: QueryBus) {}

  async handleConnection(socket: LiveSocket): Promise<void> {
    liveSockets.inc();
    const token = tokenOf(socket);
    if (token === undefined) {
      socket.emit('session', { authenticated: false });
      return;
    }
    let user: LoginUser | null;
    let expiresAt: number | null = null;
    let taught: number[] = [];
    try {
      user = await this.userOf(token);
      if (user) {
        [expiresAt, taught] = await Promise.all([
          this.queryBus.execute(new GetAccessTokenExpiryQuery(token)),
          isCourseTeacher(user) ? this.queryBus.execute(new GetTeacherCourseIdsQuery(user.id)) : Promise.resolve([]),
        ]);
      }
    } catch (err) {
      // the database is away: no verdict on the token (no session event, so the console keeps its
      // login), the socket is just dropped and the client may connect again later
      this.logger.warn({ err }, 'live handshake failed');
      return void socket.disconnect(true);
    }
    if (!user) return this.refuse(socket);
    if (expiresAt === null || socket.disconnected) return this.refuse(socket);
    await socket.join(roomsOf(user, taught));
    // a logout committed between the lookup and the join pushed its disconnect to rooms this socket
    // was not in yet: look once more now that it is in them
    if (!(await this.userOf(token).catch(() => null))) return this.refuse(socket);
    // gone while we looked: its rooms were already left, leave the ones joined since
    if (socket.disconnected) return void socket.nsp.adapter.delAll(socket.id);
    socket.data.user = user;
    this.dropAt(socket, expiresAt);
    socket.emit('session', { authenticated: true, userId: user.id });
    this.logger.debug(`user ${user.id} connected (${socket.id})`);
  }

  handleDisconnect(socket: LiveSocket): void {
    liveSockets.dec();
    clearTimeout(socket.data.expiryTimer);
  }

  @SubscribeMessage('course.watch')
  async watch(@ConnectedSocket() socket: LiveSocket, @MessageBody() raw: unknown): Promise<LiveAck> {
    const courseId = courseIdOf(raw);
    if (courseId === null) return badRequest('courseId: must be a positive integer');
    const room = LiveRooms.courseViewers(courseId);
    if (!socket.rooms.has(room) && watchedCount(socket) >= MAX_WATCHED_COURSES) {
      return badRequest(`courseId: at most ${MAX_WATCHED_COURSES} courses may be watched at once`);
    }
    await socket.join(room);
    return { code: 0, msg: '', data: true };
  }

  @SubscribeMessage('course.unwatch')
  async unwatch(@ConnectedSocket() socket: LiveSocket, @MessageBody() raw: unknown): Promise<LiveAck> {
    const courseId = courseIdOf(raw);
    if (courseId === null) return badRequest('courseId: must be a positive integer');
    await socket.leave(LiveRooms.courseViewers(courseId));
    return { code: 0, msg: '', data: true };
  }

  private userOf(token: string): Promise<LoginUser | null> {
    return this.queryBus.execute(new GetLoginUserByTokenQuery(token));
  }

  private refuse(socket: LiveSocket): void {
    socket.emit('session', { authenticated: false });
    socket.disconnect(true);
  }

  private dropAt(socket: LiveSocket, expiresAt: number): void {
    const wait = expiresAt - Date.now();
    socket.data.expiryTimer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.dropAt(socket, expiresAt);
        this.logger.debug(`token of user ${socket.data.user?.id} expired (${socket.id})`);
        socket.disconnect(true);
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    socket.data.expiryTimer.unref();
  }
}

function badRequest(msg: string): LiveAck {
  return { code: 400, msg, data: false };
}

const VIEWER_ROOM_PREFIX = LiveRooms.courseViewers(0).replace(/0$/, '');

function watchedCount(socket: LiveSocket): number {
  let count = 0;
  for (const room of socket.rooms) if (room.startsWith(VIEWER_ROOM_PREFIX)) count++;
  return count;
}

/** The handshake's token: `auth.token`, else `?token=` (a `Bearer ` prefix is tolerated). */
function tokenOf(socket: LiveSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const raw = typeof fromAuth === 'string' ? fromAuth : typeof fromQuery === 'string' ? fromQuery : undefined;
  if (raw === undefined) return undefined;
  // present but empty or blank is a bad token, not an anonymous visitor
  return raw.replace(/^bearer\s+/i, '').trim();
}
