import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';
import {
  emailSubject,
  emailText,
  ProviderError,
  type CodeMessage,
  type EmailProvider,
} from './types';

/**
 * Short limits: a code is sent inside the user's request, so a dead mail server must fail
 * it within seconds (nodemailer's defaults wait minutes).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * E-mail codes over SMTP (nodemailer): SMTP_URL names server, port, TLS and login
 * (smtps://user:pass@host:465, or smtp://…:587 with STARTTLS), SMTP_FROM the sender.
 * One connection per message: codes are rare, and nothing stays open between them.
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({ url: config.url, ...TIMEOUTS });
  }

  async sendCode(message: CodeMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: message.to,
        subject: emailSubject(message),
        text: emailText(message),
      });
    } catch (err) {
      // What went wrong (code, SMTP reply), never the message: it carries the code.
      const e = err as { code?: string; responseCode?: number; command?: string };
      throw new ProviderError('smtp send failed', {
        code: e.code,
        responseCode: e.responseCode,
        command: e.command,
      });
    }
  }
}
