import { APP_CONFIG, BizError, type AppConfig } from '@dha/server-core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { AuthErrors } from '../../../auth.errors';
import { SocialType } from '../../domain/social-types';
import { DingTalkProvider } from './dingtalk.provider';
import { DEV_DINGTALK, DEV_SOCIAL_PATH, DEV_WECOM } from './dev-social.fake';
import type { SocialProvider } from './social-provider';
import { WeComProvider } from './wecom.provider';

/**
 * The configured provider of each social type: its credentials and URLs from the environment; with
 * SOCIAL_DEV_PROVIDERS on, whatever is unset points at the development fake served by this server.
 */
@Injectable()
export class SocialProviders {
  private readonly providers = new Map<number, SocialProvider>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
  ) {
    const c = config;
    const dev = c.SOCIAL_DEV_PROVIDERS;
    if (dev) {
      new Logger('SocialSignIn').warn(
        'SOCIAL_DEV_PROVIDERS is on: DingTalk and WeChat Work are faked at /dev-social/*, where anyone signs in as anyone (never on a real server)',
      );
    }
    const fake = (provider: string) => `${c.API_PREFIX}${DEV_SOCIAL_PATH}/${provider}`;
    const dingTalkId = c.SOCIAL_DINGTALK_CLIENT_ID ?? (dev ? DEV_DINGTALK.clientId : undefined);
    const dingTalkSecret = c.SOCIAL_DINGTALK_CLIENT_SECRET ?? (dev ? DEV_DINGTALK.clientSecret : undefined);
    if (dingTalkId && dingTalkSecret) {
      const api = c.SOCIAL_DINGTALK_API_URL;
      this.providers.set(
        SocialType.DINGTALK,
        new DingTalkProvider({
          clientId: dingTalkId,
          clientSecret: dingTalkSecret,
          authorizeEndpoint:
            c.SOCIAL_DINGTALK_AUTHORIZE_URL ?? (dev ? `${fake('dingtalk')}/oauth2/auth` : 'https://login.dingtalk.com/oauth2/auth'),
          apiBase: () => trimSlash(api ?? (dev ? this.self(fake('dingtalk')) : 'https://api.dingtalk.com')),
        }),
      );
    }
    const corpId = c.SOCIAL_WECOM_CORP_ID ?? (dev ? DEV_WECOM.corpId : undefined);
    const agentId = c.SOCIAL_WECOM_AGENT_ID ?? (dev ? DEV_WECOM.agentId : undefined);
    const secret = c.SOCIAL_WECOM_SECRET ?? (dev ? DEV_WECOM.secret : undefined);
    if (corpId && agentId && secret) {
      const api = c.SOCIAL_WECOM_API_URL;
      this.providers.set(
        SocialType.WECHAT_ENTERPRISE,
        new WeComProvider({
          corpId,
          agentId,
          secret,
          authorizeEndpoint:
            c.SOCIAL_WECOM_AUTHORIZE_URL ??
            (dev ? `${fake('wecom')}/wwlogin/sso/login` : 'https://login.work.weixin.qq.com/wwlogin/sso/login'),
          apiBase: () => trimSlash(api ?? (dev ? this.self(fake('wecom')) : 'https://qyapi.weixin.qq.com')),
        }),
      );
    }
  }

  /** The provider of the type; a type without credentials is 社交客户端不存在, as upstream answers it. */
  get(type: number): SocialProvider {
    const provider = this.providers.get(type);
    if (!provider) throw BizError.of(AuthErrors.SOCIAL_CLIENT_NOT_EXISTS);
    return provider;
  }

  /** The credentials the development fake expects (those configured, else its own). */
  devCredentials(): { dingTalk: { clientId: string; clientSecret: string }; weCom: { corpId: string; secret: string } } {
    const c = this.config;
    return {
      dingTalk: {
        clientId: c.SOCIAL_DINGTALK_CLIENT_ID ?? DEV_DINGTALK.clientId,
        clientSecret: c.SOCIAL_DINGTALK_CLIENT_SECRET ?? DEV_DINGTALK.clientSecret,
      },
      weCom: { corpId: c.SOCIAL_WECOM_CORP_ID ?? DEV_WECOM.corpId, secret: c.SOCIAL_WECOM_SECRET ?? DEV_WECOM.secret },
    };
  }

  /** This server over loopback, where the fake answers the adapters' server-to-server calls. */
  private self(path: string): string {
    const address = this.http.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null | undefined;
    if (!address || typeof address === 'string')
      throw new Error('the development social providers need the server to listen on a TCP port');
    const host = address.family === 'IPv6' && address.address !== '::' ? `[${address.address}]` : '127.0.0.1';
    return `http://${host}:${address.port}${path}`;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
