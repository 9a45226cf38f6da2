/**
 * External senders of one-time codes (DESIGN.md §3: providers behind interfaces). The
 * service decides what and when; a provider only delivers, throwing on failure.
 */
export interface CodeMessage {
  /** Phone number (SMS) or e-mail address. */
  to: string;
  code: string;
  /** Minutes the code stays valid, for the message text. */
  validMinutes: number;
}

export interface SmsProvider {
  readonly name: string;
  sendCode(message: CodeMessage): Promise<void>;
}

export interface EmailProvider {
  readonly name: string;
  sendCode(message: CodeMessage): Promise<void>;
}

/** Thrown when a provider could not deliver; the service turns it into a Chinese 502-ish msg. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const smsText = (m: CodeMessage) =>
  `【芯客】您的验证码为${m.code}，${m.validMinutes}分钟内有效。如非本人操作，请忽略本短信。`;

export const emailSubject = (m: CodeMessage) => `芯客邮箱验证码（${m.validMinutes}分钟内有效）`;

export const emailText = (m: CodeMessage) =>
  `您好！您在芯客的邮箱验证码为 ${m.code}，${m.validMinutes} 分钟内有效。如非本人操作，请忽略本邮件。`;
