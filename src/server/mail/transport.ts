import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { readEnv, type Env } from '~/server/env';

export interface MailToSend {
  /** The outbox row id; also the Message-ID, so a receiver can spot a repeat. */
  id: string;
  /** Overrides the transport's sender for this message. */
  from?: string;
  to: string;
  /** Where replies go; the sender when absent. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** A bulk e-mail's one-click unsubscribe URL (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058). */
  listUnsubscribe?: string | null;
}

/** Delivers one message or throws with the reason. */
export interface MailTransport {
  readonly describe: string;
  send(message: MailToSend): Promise<void>;
  /** Closes pooled connections (call when done with the transport, e.g. at the end of a function run). */
  close?(): void;
}

const toNodemailer = (from: string, m: MailToSend) => ({
  from: m.from ?? from,
  to: m.to,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  messageId: `<${m.id}@gulfjobs.outbox>`,
  // RFC 8058 one-click: mail clients show "Unsubscribe" and POST List-Unsubscribe=One-Click to it.
  ...(m.listUnsubscribe
    ? { headers: { 'List-Unsubscribe': `<${m.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
    : {}),
});

/**
 * How long one SMTP conversation may take. nodemailer's defaults (2 min to connect, 30 s for the
 * greeting, 10 min of silence) would let one hanging server stall the outbox far past a scheduled
 * function's 30 s; these keep every message under 10 s, so a flush ends well inside a run.
 */
export const smtpLimits = {
  /** Connecting, the server's greeting included (nodemailer counts both against this). */
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  /** Silence in the middle of the conversation. */
  socketTimeout: 10_000,
  /** The whole message, however the server trickles: the connection is aborted after this. */
  messageTimeoutMs: 10_000,
};
export type SmtpLimits = typeof smtpLimits;

/** SMTP through nodemailer, from an URL such as smtps://user:pass@smtp.example.com:465. */
export function smtpTransport(url: string, from: string, limits: SmtpLimits = smtpLimits): MailTransport {
  const { messageTimeoutMs, ...timeouts } = limits;
  // Options in the URL (?socketTimeout=…) win over these, as nodemailer merges them. One pooled
  // connection carries message after message (a new TLS handshake and login per message cost more
  // than the message), so a flush sends far more than one message a second; a connection the
  // server dropped in between is reopened, and a message cut off closes only its connection.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1, ...timeouts });
  return {
    describe: `SMTP ${new URL(url).host}`,
    close: () => transporter.close(),
    async send(message) {
      const signal = AbortSignal.timeout(messageTimeoutMs);
      try {
        await transporter.sendMail({ ...toNodemailer(from, message), signal });
      } catch (error) {
        // nodemailer says only "Message sending aborted"; the row's last_error should say why.
        if (!signal.aborted) throw error;
        throw new Error(
          `The SMTP server did not complete the message within ${messageTimeoutMs / 1000} s (no greeting or no reply); cut off, it will be retried.`,
          { cause: error },
        );
      }
    },
  };
}

/** Writes each message as an .eml file (what the local site does without SMTP_URL). */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${dir}`,
    async send(message) {
      const info = await builder.sendMail(toNodemailer(from, message));
      // buffer: true makes nodemailer hand back the whole message, never a stream.
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream where a buffered message was expected.');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
      await writeFile(file, info.message);
      console.log(`mail: ${message.to} "${message.subject}" → ${file}`);
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export function transportFromEnv(env: Env = readEnv()): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : fileTransport(path.join(env.DATA_DIR, 'mail'), env.MAIL_FROM);
}
