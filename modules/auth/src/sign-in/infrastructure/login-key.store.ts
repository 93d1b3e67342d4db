import type { LoginPublicKeyVO } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_ID = 1;
const generate = promisify(generateKeyPair);

/** The base64 of an RSA-2048 block: 256 bytes. */
const CIPHER_BYTES = 256;

interface LoadedKey {
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * The login key pair (RSA-2048, OAEP with SHA-256, as WebCrypto's RSA-OAEP encrypts): the console
 * stores a remembered password only as ciphertext under the public key, and sends that ciphertext
 * (`passwordCipher`) to sign in. The pair lives in the database (system_login_key), so every process
 * (API replicas, workers) and every restart share it: the first process that needs it generates it
 * and inserts it unless another got there first, then everyone reads back the stored one. Each
 * process keeps it in memory after the first read.
 */
@Injectable()
export class LoginKeyStore {
  private loaded?: Promise<LoadedKey>;

  constructor(private readonly em: EntityManager) {}

  async publicKey(): Promise<LoginPublicKeyVO> {
    return { publicKey: (await this.key()).publicKey, algorithm: 'RSA-OAEP-256' };
  }

  /** The clear password of a `passwordCipher`; anything that is not one of ours is a 400. */
  async decrypt(cipher: string): Promise<string> {
    const bytes = Buffer.from(cipher, 'base64');
    if (bytes.length !== CIPHER_BYTES) throw unreadable();
    const { privateKey } = await this.key();
    let clear: Buffer;
    try {
      clear = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
    } catch {
      throw unreadable();
    }
    const text = clear.toString('utf8');
    // not UTF-8 (a replacement character appeared) or empty: not a password the console encrypted
    if (!text || !Buffer.from(text, 'utf8').equals(clear)) throw unreadable();
    return text;
  }

  private key(): Promise<LoadedKey> {
    this.loaded ??= this.loadOrCreate().catch((err: unknown) => {
      this.loaded = undefined; // a failed read (database down) is retried by the next call
      throw err;
    });
    return this.loaded;
  }

  private async loadOrCreate(): Promise<LoadedKey> {
    const conn = this.em.getConnection();
    const read = () =>
      conn.execute<Array<{ public_key: string; private_key: string }>>(
        'select public_key, private_key from system_login_key where id = ?',
        [KEY_ID],
      );
    let [row] = await read();
    if (!row) {
      const pair = await generate('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await conn.execute('insert into system_login_key (id, public_key, private_key) values (?, ?, ?) on conflict (id) do nothing', [
        KEY_ID,
        pair.publicKey.toString('base64'),
        pair.privateKey,
      ]);
      [row] = await read();
    }
    if (!row) throw new Error('system_login_key: the login key could not be stored');
    return { publicKey: row.public_key, privateKey: createPrivateKey(row.private_key) };
  }
}

const unreadable = (): BizError => BizError.badRequest('passwordCipher 无法解密，请重新输入密码');
