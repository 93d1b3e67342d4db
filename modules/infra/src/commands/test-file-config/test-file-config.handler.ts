import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { InfraErrors } from '../../infra.errors';
import { FileStorages } from '../../infrastructure/files/file-storages';
import { getFileConfig } from '../../infrastructure/files/file.repository';
import { TestFileConfigCommand } from './test-file-config.command';

/** A 1×1 transparent PNG. */
const TEST_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

@CommandHandler(TestFileConfigCommand)
export class TestFileConfigHandler implements ICommandHandler<TestFileConfigCommand, string> {
  constructor(
    private readonly em: EntityManager,
    private readonly storages: FileStorages,
  ) {}

  async execute({ id }: TestFileConfigCommand): Promise<string> {
    const config = await getFileConfig(this.em.fork(), id);
    const client = this.storages.of(config);
    const path = `test/${randomBytes(8).toString('hex')}.png`;
    try {
      await client.put(path, TEST_IMAGE, 'image/png');
      const back = await client.get(path);
      if (!back?.equals(TEST_IMAGE)) throw new Error('读回的内容与写入的不同');
    } catch (err) {
      throw new BizError(InfraErrors.FILE_CONFIG_INVALID, `测试上传失败：${(err as Error).message}`);
    }
    return this.storages.urlOf(config, path);
  }
}
