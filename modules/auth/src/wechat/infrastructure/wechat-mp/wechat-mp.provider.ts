import { APP_CONFIG, REDIS_CLIENT, type AppConfig } from '@dha/server-core';
import { Logger, type Provider } from '@nestjs/common';
import type Redis from 'ioredis';
import { FAKE_WECHAT_TOKEN, FakeWechatMpApi } from './fake-wechat-mp';
import { UnconfiguredWechatMpApi, WechatMpApi } from './wechat-mp.api';
import { WechatMpClient } from './wechat-mp.client';

/** The fake with WECHAT_MP_FAKE, else WeChat itself when the account is configured, else 1_006_000_000 (not configured) for every call. */
export const wechatMpApiProvider: Provider = {
  provide: WechatMpApi,
  inject: [APP_CONFIG, REDIS_CLIENT],
  useFactory: (config: AppConfig, redis: Redis): WechatMpApi => {
    if (config.WECHAT_MP_FAKE) {
      new Logger('WechatMp').warn(
        'WECHAT_MP_FAKE is on: WeChat is faked, and anyone may complete scans at /mp/dev/* (never on a real server)',
      );
      return new FakeWechatMpApi(redis, config.WECHAT_MP_APP_ID ?? 'wxdhafake', config.WECHAT_MP_TOKEN ?? FAKE_WECHAT_TOKEN);
    }
    if (config.WECHAT_MP_APP_ID && config.WECHAT_MP_APP_SECRET)
      return new WechatMpClient(
        {
          appId: config.WECHAT_MP_APP_ID,
          appSecret: config.WECHAT_MP_APP_SECRET,
          token: config.WECHAT_MP_TOKEN,
          apiUrl: config.WECHAT_MP_API_URL,
          scope: config.WECHAT_MP_OAUTH_SCOPE,
        },
        redis,
      );
    return new UnconfiguredWechatMpApi();
  },
};
