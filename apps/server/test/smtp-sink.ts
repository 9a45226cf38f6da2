import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Who logged in. */
  user: string | undefined;
  subject: string;
  /** The decoded text body. */
  text: string;
  raw: string;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / ?Q?); adjacent words join before UTF-8 decoding. */
function decodeHeader(value: string): string {
  const words = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  let out = '';
  let pending: Buffer[] = [];
  let last = 0;
  const flush = () => {
    out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const m of value.matchAll(words)) {
    const between = value.slice(last, m.index);
    if (between.trim() !== '') {
      flush();
      out += between;
    }
    const [, kind, data = ''] = m;
    pending.push(
      kind?.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ),
    );
    last = (m.index ?? 0) + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** A single-part message: unfolded headers, decoded subject and text. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  return {
    subject: decodeHeader(header('subject')),
    text: decodeBody(raw.slice(split + 4), header('content-transfer-encoding').toLowerCase()),
  };
}

/**
 * A real SMTP server on an ephemeral port of 127.0.0.1 (plain SMTP with AUTH, no TLS) that
 * keeps what it receives. Only `user`/`password` may log in.
 */
export async function startSmtpSink(login = { user: 'xinke', password: 'p@ss:word' }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () =>
      resolve((listening.address() as AddressInfo).port),
    );
  });
  const auth = `${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}`;
  return {
    port,
    received,
    /** SMTP_URL for this server with the right login. */
    url: `smtp://${auth}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
