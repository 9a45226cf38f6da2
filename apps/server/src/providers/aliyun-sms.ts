import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../config';
import { ProviderError, type CodeMessage, type SmsProvider } from './types';

/** Aliyun's POP percent-encoding: RFC 3986 unreserved kept, space as %20, `*` as %2A. */
export function popEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signature v1 of Aliyun's RPC APIs: sort the parameters, join `k=v` with `&` (each
 * POP-encoded), sign `GET&%2F&<encoded query>` with HMAC-SHA1 keyed by `secret&`.
 */
export function signAliyunRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${popEncode(k)}=${popEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${popEncode('/')}&${popEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

interface SendSmsReply {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/**
 * Dysmsapi SendSms (API version 2017-05-25) over plain HTTPS, no SDK: the template gets
 * one variable, `code`. Any answer but Code "OK" is a failed delivery.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async sendCode(message: CodeMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.to,
      RegionId: this.config.regionId,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = signAliyunRpc('GET', params, this.config.accessKeySecret);
    const query = Object.entries({ Signature: signature, ...params })
      .map(([k, v]) => `${popEncode(k)}=${popEncode(v)}`)
      .join('&');
    let reply: SendSmsReply;
    try {
      const res = await this.fetchImpl(`${this.config.endpoint}/?${query}`, {
        signal: AbortSignal.timeout(5000),
      });
      reply = (await res.json()) as SendSmsReply;
    } catch (err) {
      throw new ProviderError('aliyun sms request failed', { cause: String(err) });
    }
    if (reply.Code !== 'OK') {
      // Code/Message name the problem (isv.BUSINESS_LIMIT_CONTROL…); never the SMS code.
      throw new ProviderError('aliyun sms refused', {
        code: reply.Code,
        message: reply.Message,
        requestId: reply.RequestId,
      });
    }
  }
}
