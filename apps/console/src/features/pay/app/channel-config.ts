import { isAlipayChannel, isWeixinChannel } from '@dha/contracts';

/** One field of a channel's configuration form. */
export interface ConfigField {
  key: string;
  label: string;
  /** a PEM key or long secret: a text area */
  multiline?: boolean;
  help?: string;
}

const WEIXIN: ConfigField[] = [
  { key: 'appId', label: '公众号 APPID' },
  { key: 'mchId', label: '商户号' },
  { key: 'certSerialNo', label: '商户证书序列号' },
  { key: 'privateKeyContent', label: '商户 API 私钥', multiline: true, help: 'apiclient_key.pem 的内容' },
  { key: 'apiV3Key', label: 'APIv3 密钥', help: '32 个字符' },
  { key: 'publicKeyId', label: '微信支付公钥 ID', help: 'PUB_KEY_ID_ 开头' },
  { key: 'publicKeyContent', label: '微信支付公钥', multiline: true },
  { key: 'serverUrl', label: '接口地址', help: '留空为 https://api.mch.weixin.qq.com' },
];

const ALIPAY: ConfigField[] = [
  { key: 'appId', label: '开放平台 APPID' },
  { key: 'serverUrl', label: '网关地址', help: 'https://openapi.alipay.com/gateway.do（沙箱：openapi-sandbox.dl.alipaydev.com）' },
  { key: 'privateKey', label: '应用私钥', multiline: true },
  { key: 'alipayPublicKey', label: '支付宝公钥', multiline: true },
];

/** The configuration form of a channel code: WeChat Pay v3, Alipay, or none (mock, wallet). */
export function configFieldsOf(code: string): ConfigField[] {
  if (isWeixinChannel(code)) return WEIXIN;
  if (isAlipayChannel(code)) return ALIPAY;
  return [];
}

/** The stored configuration of a channel code, from its form values (fixed parts added). */
export function configOf(code: string, values: Record<string, string>): Record<string, string | number> {
  if (isWeixinChannel(code)) return { ...values, apiVersion: 'v3' };
  if (isAlipayChannel(code)) return { ...values, signType: 'RSA2', mode: 1 };
  return { name: 'none-config' };
}
