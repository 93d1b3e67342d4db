import { InjectRedis } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { captchaVerificationKey } from './captcha.verifier';

/** A puzzle's answer while it waits to be solved (seconds). */
const PUZZLE_TTL_SECONDS = 120;
/** A solved puzzle's verification, until the login (or register, or SMS send) it is for (seconds). */
const VERIFIED_TTL_SECONDS = 180;

export interface PendingPuzzle {
  x: number;
  y: number;
  /** the AES key the client encrypts its answer with */
  secretKey: string;
}

/** The block puzzles handed out and the verifications earned, in Redis; each good once. */
@Injectable()
export class CaptchaStore {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async hold(answer: Omit<PendingPuzzle, 'secretKey'>): Promise<{ token: string; secretKey: string }> {
    const token = randomUUID().replace(/-/g, '');
    // AJ-Captcha's key: 16 characters, used as UTF-8 bytes of an AES-128 key
    const secretKey = randomBytes(12).toString('base64');
    const pending: PendingPuzzle = { ...answer, secretKey };
    await this.redis.set(this.puzzleKey(token), JSON.stringify(pending), 'EX', PUZZLE_TTL_SECONDS);
    return { token, secretKey };
  }

  /** The puzzle of the token, taken: one answer per puzzle, right or wrong. */
  async take(token: string): Promise<PendingPuzzle | null> {
    const raw = await this.redis.getdel(this.puzzleKey(token));
    return raw ? (JSON.parse(raw) as PendingPuzzle) : null;
  }

  /** The verification a solved puzzle earns, for CaptchaVerifier to take once. */
  async verified(verification: string): Promise<void> {
    await this.redis.set(captchaVerificationKey(verification), '1', 'EX', VERIFIED_TTL_SECONDS);
  }

  private puzzleKey(token: string): string {
    return `captcha:puzzle:${token}`;
  }
}
