import type { FastifyBaseLogger } from 'fastify';
import type { OutboxChannel, OutboxMessage } from '@xinke/shared';
import type { Clock } from '../lib/clock';
import { toUnixSeconds } from '../lib/clock';
import { maskEmail, maskPhone } from '../lib/secrets';
import {
  emailText,
  smsText,
  type CodeMessage,
  type EmailProvider,
  type SmsProvider,
} from './types';

/** Keeps memory bounded on a long-running dev server. */
const OUTBOX_CAPACITY = 500;

/**
 * What the dev providers "sent", newest first, for GET /dev/outbox (dev and test builds
 * only) so a developer or an e2e test can read a code without a phone.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  record(channel: OutboxChannel, message: CodeMessage, content: string): OutboxMessage {
    const entry: OutboxMessage = {
      id: this.nextId++,
      channel,
      to: message.to,
      content,
      code: message.code,
      create_time: toUnixSeconds(this.clock()),
    };
    this.messages.unshift(entry);
    if (this.messages.length > OUTBOX_CAPACITY) this.messages.length = OUTBOX_CAPACITY;
    return entry;
  }

  list(to?: string): OutboxMessage[] {
    const wanted = to?.toLowerCase();
    return wanted ? this.messages.filter((m) => m.to.toLowerCase() === wanted) : [...this.messages];
  }
}

export interface DevProviderOptions {
  outbox: DevOutbox;
  log: FastifyBaseLogger;
  /**
   * Print the code itself in the log line. Only in development: test and production logs
   * must never contain a code (they are collected and kept).
   */
  logCodes: boolean;
}

function logLine(options: DevProviderOptions, channel: OutboxChannel, to: string, code: string) {
  const shownTo = channel === 'sms' ? maskPhone(to) : maskEmail(to);
  const shownCode = options.logCodes ? code : '******';
  options.log.info(
    { channel, to: shownTo },
    `dev ${channel} to ${options.logCodes ? to : shownTo}: code ${shownCode} (see GET /dev/outbox)`,
  );
}

export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  constructor(private readonly options: DevProviderOptions) {}

  async sendCode(message: CodeMessage): Promise<void> {
    this.options.outbox.record('sms', message, smsText(message));
    logLine(this.options, 'sms', message.to, message.code);
  }
}

export class DevEmailProvider implements EmailProvider {
  readonly name = 'dev';
  constructor(private readonly options: DevProviderOptions) {}

  async sendCode(message: CodeMessage): Promise<void> {
    this.options.outbox.record('email', message, emailText(message));
    logLine(this.options, 'email', message.to, message.code);
  }
}
