import { APP_CONFIG, Public, TenantIgnore, type AppConfig } from '@dha/server-core';
import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEV_SOCIAL_PATH, DevSocialFake, type DevProvider } from '../infrastructure/social-providers/dev-social.fake';
import { SocialProviders } from '../infrastructure/social-providers/social-providers';

type Params = Record<string, string | undefined>;

/**
 * Development and tests only (SOCIAL_DEV_PROVIDERS): fakes of DingTalk and WeChat Work at the paths
 * the real ones use, so the real adapters run against them over HTTP. Their authorize pages let
 * whoever opens them sign in as any account (an openid and a nickname they type), so the whole
 * controller answers 404 unless the flag is on. Answers are the providers' own shapes, not the envelope.
 */
@Public()
@TenantIgnore() // a third party's pages and APIs (faked): they name no tenant
@Controller(DEV_SOCIAL_PATH.slice(1))
export class SocialDevProviderController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fake: DevSocialFake,
    private readonly providers: SocialProviders,
  ) {}

  // ---- DingTalk: login.dingtalk.com/oauth2/auth, api.dingtalk.com/v1.0/…

  @Get('dingtalk/oauth2/auth')
  dingTalkAuthorize(@Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    const q = req.query as Params;
    if (!this.on(reply)) return;
    if (q.client_id !== this.providers.devCredentials().dingTalk.clientId || q.response_type !== 'code') {
      return void reply.code(400).type('text/plain; charset=utf-8').send('invalid client_id or response_type');
    }
    this.page(reply, 'dingtalk', '钉钉（开发用模拟）', q.redirect_uri, q.state);
  }

  @Get('dingtalk/oauth2/approve')
  async dingTalkApprove(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // DingTalk returns with authCode (not code) and the state
    await this.approve(req, reply, 'dingtalk', 'authCode');
  }

  @Post('dingtalk/v1.0/oauth2/userAccessToken')
  async dingTalkToken(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.on(reply)) return;
    const body = (req.body ?? {}) as Params;
    const app = this.providers.devCredentials().dingTalk;
    if (body.clientId !== app.clientId || body.clientSecret !== app.clientSecret) {
      return void reply.code(400).send({ code: 'invalidClientIdOrSecret', message: '无效的clientId或者clientSecret' });
    }
    const account = body.grantType === 'authorization_code' && body.code ? await this.fake.redeemCode('dingtalk', body.code) : null;
    if (!account) return void reply.code(400).send({ code: 'invalidAuthCode', message: '无效的临时授权码' });
    const accessToken = await this.fake.issueToken('dingtalk', account);
    reply.send({ accessToken, refreshToken: `${accessToken}r`, expireIn: 7200, corpId: 'dingdevcorp' });
  }

  @Get('dingtalk/v1.0/contact/users/me')
  async dingTalkMe(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.on(reply)) return;
    const token = req.headers['x-acs-dingtalk-access-token'];
    const account = typeof token === 'string' ? await this.fake.tokenAccount('dingtalk', token) : undefined;
    if (!account) return void reply.code(401).send({ code: 'InvalidAuthentication', message: '不合法的access_token' });
    reply.send({ nick: account.nickname, avatarUrl: '', openId: account.openid, unionId: `union-${account.openid}`, stateCode: '86' });
  }

  // ---- WeChat Work: login.work.weixin.qq.com/wwlogin/sso/login, qyapi.weixin.qq.com/cgi-bin/…

  @Get('wecom/wwlogin/sso/login')
  weComAuthorize(@Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    const q = req.query as Params;
    if (!this.on(reply)) return;
    if (q.appid !== this.providers.devCredentials().weCom.corpId || q.login_type !== 'CorpApp' || !q.agentid) {
      return void reply.code(400).type('text/plain; charset=utf-8').send('invalid appid, agentid or login_type');
    }
    this.page(reply, 'wecom', '企业微信（开发用模拟）', q.redirect_uri, q.state);
  }

  @Get('wecom/wwlogin/sso/approve')
  async weComApprove(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.approve(req, reply, 'wecom', 'code');
  }

  @Get('wecom/cgi-bin/gettoken')
  async weComToken(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.on(reply)) return;
    const q = req.query as Params;
    const corp = this.providers.devCredentials().weCom;
    if (q.corpid !== corp.corpId || q.corpsecret !== corp.secret) return void reply.send({ errcode: 40001, errmsg: 'invalid credential' });
    reply.send({ errcode: 0, errmsg: 'ok', access_token: await this.fake.issueToken('wecom', null), expires_in: 7200 });
  }

  @Get('wecom/cgi-bin/auth/getuserinfo')
  async weComUserInfo(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.on(reply)) return;
    const q = req.query as Params;
    if (!q.access_token || (await this.fake.tokenAccount('wecom', q.access_token)) !== null) {
      return void reply.send({ errcode: 40014, errmsg: 'invalid access_token' });
    }
    const account = q.code ? await this.fake.redeemCode('wecom', q.code) : null;
    if (!account) return void reply.send({ errcode: 40029, errmsg: 'invalid code' });
    reply.send({ errcode: 0, errmsg: 'ok', userid: account.openid });
  }

  @Get('wecom/cgi-bin/user/get')
  async weComMember(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.on(reply)) return;
    const q = req.query as Params;
    if (!q.access_token || (await this.fake.tokenAccount('wecom', q.access_token)) !== null) {
      return void reply.send({ errcode: 40014, errmsg: 'invalid access_token' });
    }
    const name = q.userid ? await this.fake.memberName('wecom', q.userid) : null;
    if (name === null) return void reply.send({ errcode: 60111, errmsg: 'userid not found' });
    reply.send({ errcode: 0, errmsg: 'ok', userid: q.userid, name, avatar: '' });
  }

  // ----

  private on(reply: FastifyReply): boolean {
    if (this.config.SOCIAL_DEV_PROVIDERS) return true;
    void reply.code(404).send({ code: 404, msg: '请求地址不存在', data: null });
    return false;
  }

  /** The fake authorize page: an account to sign in as (openid and nickname), then back to the redirect URI. */
  private page(
    reply: FastifyReply,
    provider: DevProvider,
    title: string,
    redirectUri: string | undefined,
    state: string | undefined,
  ): void {
    if (!redirectUri || !/^https?:\/\//.test(redirectUri) || !state) {
      return void reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri and state are required');
    }
    const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body>
<h1>${escape(title)}</h1>
<p>开发与测试用：以任意账号授权登录，不会连接真实的平台。</p>
<form method="get" action="approve">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(state)}">
<p><label>账号标识 (openid) <input name="openid" required maxlength="64" value="${provider}-user-1"></label></p>
<p><label>昵称 <input name="nickname" required maxlength="30" value="${provider === 'dingtalk' ? '钉钉用户' : '企业微信用户'}"></label></p>
<p><button type="submit">授权登录</button></p>
</form>
</body></html>`;
    reply.type('text/html; charset=utf-8').send(html);
  }

  private async approve(req: FastifyRequest, reply: FastifyReply, provider: DevProvider, codeParam: string): Promise<void> {
    if (!this.on(reply)) return;
    const q = req.query as Params;
    const openid = q.openid?.trim().slice(0, 64);
    if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri) || !q.state || !openid) {
      return void reply.code(400).type('text/plain; charset=utf-8').send('redirect_uri, state and openid are required');
    }
    const code = await this.fake.issueCode(provider, { openid, nickname: q.nickname?.trim().slice(0, 30) || openid });
    const back = new URL(q.redirect_uri);
    back.searchParams.set(codeParam, code);
    back.searchParams.set('state', q.state);
    reply.code(302).header('location', back.href).send();
  }
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
