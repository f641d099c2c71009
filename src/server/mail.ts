/**
 * Sending e-mail over SMTP: the e-mail to sales about an enquiry, the "now available" e-mail to
 * someone on the waitlist, and the weekly digest, one at a time over one connection.
 *
 * Each send says how it ended, in the terms its caller needs to send every e-mail exactly once
 * (src/server/delivery.ts):
 *
 *  - `accepted`: the server confirmed it took the message;
 *  - `handed-over`: the whole message reached the server, but no answer came (it was slow, the
 *    connection broke). The server has it in all likelihood: SMTP takes a message once its last
 *    line has arrived. It is never sent again, which is what makes a slow server harmless;
 *  - `refused`: the server answered this message with an error (an address it will not take, a
 *    message it refused): this e-mail's own failure, and the next one may well go;
 *  - `failed`: no session, or no answer before the message was handed over (the server is down,
 *    the settings are wrong, it stopped answering): nothing reached anyone.
 *
 * `send` calls `handedOver` the moment the message has been handed over, before the server's
 * answer, so the caller can record it as sent: a process killed while it waits for that answer
 * never sends the e-mail twice. The message is built here and given to nodemailer's SMTP client
 * (SMTPConnection) only once the server has said it is ready for it (its answer to DATA).
 */
import { Readable } from 'node:stream';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type Mail from 'nodemailer/lib/mailer';

/** How long one e-mail may take, from connecting to the server's last answer. */
export const SEND_TIMEOUT_MS = 15_000;

export type MailMessage = Mail.Options;

export type SendOutcome =
  | { kind: 'accepted' }
  | { kind: 'handed-over' }
  | { kind: 'refused'; failure: string }
  | { kind: 'failed'; failure: string };

/** Whether the message reached the server: it is not to be sent again. */
export const reachedServer = (outcome: SendOutcome) =>
  outcome.kind === 'accepted' || outcome.kind === 'handed-over';

/** Sends e-mails one after another over one SMTP connection, until it is closed. */
export type MailSession = {
  send(message: MailMessage, handedOver?: () => void): Promise<SendOutcome>;
  /** Ends the session: says goodbye to the server. */
  close(): void;
};

/** nodemailer's modules, in the function's own bundle. */
async function nodemailer() {
  // In the same bundle (eager): Gatsby's function is one file, so a separate chunk would be missing
  // where it is deployed. Whole file names: a Netlify Function is run as an ES module, which finds
  // a package's inner files by their exact names.
  const [{ default: Connection }, { default: Composer }, shared] = await Promise.all([
    import(/* webpackMode: "eager" */ 'nodemailer/lib/smtp-connection/index.js'),
    import(/* webpackMode: "eager" */ 'nodemailer/lib/mail-composer/index.js'),
    import(/* webpackMode: "eager" */ 'nodemailer/lib/shared/index.js'),
  ]);
  return { Connection, Composer, parseConnectionUrl: shared.parseConnectionUrl };
}

const WRONG_URL =
  'CONTACT_SMTP_URL is not an address like smtp://user:password@mail.example.com:587';

/**
 * What failed, for the record and the log: the server's code and the step it answered at, or the
 * kind of failure. Never the server's words, which often repeat the address.
 */
function failureOf(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as SMTPConnection.SMTPError;
  if (responseCode) return `${responseCode} at ${command ?? 'SMTP'}`;
  return [code ?? 'error', command].filter(Boolean).join(' at ');
}

/** A refusal of this one message, as opposed to a server that cannot be reached or used. */
function isRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SMTPConnection.SMTPError;
  return Boolean(responseCode) && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

/** The message as it goes over the wire (RFC 5322), and whom it goes to. */
export async function composeMail(
  message: MailMessage,
): Promise<{ raw: Buffer; envelope: { from: string; to: string[] } }> {
  const { Composer } = await nodemailer();
  const node = new Composer(message).compile();
  const raw = await new Promise<Buffer>((resolve, reject) =>
    node.build((error, built) => (error ? reject(error) : resolve(built))),
  );
  const envelope = node.getEnvelope();
  return { raw, envelope: { from: envelope.from || '', to: envelope.to } };
}

/**
 * Opens a session with the SMTP server at `url` (smtp:// or smtps://, user and password in it).
 * It connects at the first send; after a send that did not end well, the next one connects anew.
 * Never throws: with settings that are not an SMTP address, every send fails, saying so.
 */
export async function openMailSession(
  url: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<MailSession> {
  const { Connection, parseConnectionUrl } = await nodemailer();
  let options: SMTPConnection.Options | null;
  try {
    const protocol = new URL(url).protocol;
    options = protocol === 'smtp:' || protocol === 'smtps:' ? parseConnectionUrl(url) : null;
  } catch {
    // Not a URL, or one nodemailer cannot read (a password with a stray %).
    options = null;
  }
  let open: { connection: SMTPConnection; ready: Promise<void> } | null = null;

  const connect = (settings: SMTPConnection.Options) => {
    const connection = new Connection({
      ...settings,
      connectionTimeout: Math.min(timeoutMs, 10_000),
      greetingTimeout: Math.min(timeoutMs, 10_000),
      socketTimeout: timeoutMs,
    });
    // An error after the session ended (the server hanging up) must not end the process.
    connection.on('error', () => undefined);
    const ready = new Promise<void>((resolve, reject) => {
      // A server that cannot be reached says so with an 'error' event, not to connect's callback.
      connection.once('error', reject);
      connection.connect((error) => {
        if (error) return reject(error);
        if (!settings.auth) return resolve();
        // From a URL: a user and a password.
        const auth = settings.auth as SMTPConnection.Credentials;
        connection.login(auth, (failed) => (failed ? reject(failed) : resolve()));
      });
    });
    return { connection, ready };
  };
  const drop = () => {
    open?.connection.close();
    open = null;
  };

  return {
    async send(message, handedOver) {
      if (!options) return { kind: 'failed', failure: WRONG_URL };
      const settings = options;
      const { raw, envelope } = await composeMail(message);
      let delivered = false;
      // Set once the server has answered with an error: a message it refused before DATA is still
      // read (nodemailer drains it), and that is no handing over.
      let answered = false;
      let timer: NodeJS.Timeout | undefined;
      const attempt = (async (): Promise<SendOutcome> => {
        open ??= connect(settings);
        const { connection, ready } = open;
        await ready;
        // Read only once the server has answered DATA: its end is the moment of handing over.
        const body = new Readable({
          read() {
            this.push(raw);
            this.push(null);
          },
        });
        body.once('end', () => {
          if (answered) return;
          delivered = true;
          // The end of the message follows it onto the connection within the same turn.
          setImmediate(() => handedOver?.());
        });
        await new Promise<void>((resolve, reject) => {
          // A connection that breaks mid-message says so with an event; its callback may never come.
          const broken = (error?: Error) =>
            reject(error ?? Object.assign(new Error('connection closed'), { code: 'ECONNECTION' }));
          connection.once('error', broken);
          connection.once('end', broken);
          connection.send(envelope, body, (error) => {
            connection.off('error', broken);
            connection.off('end', broken);
            if (error) {
              answered = true;
              reject(error);
            } else resolve();
          });
        });
        return { kind: 'accepted' };
      })();
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      try {
        return await Promise.race([attempt, deadline]);
      } catch (error) {
        attempt.catch(() => undefined);
        // The connection may be stuck or mid-message: the next e-mail goes over a new one.
        drop();
        if (delivered && !isRefusal(error)) return { kind: 'handed-over' };
        if (isRefusal(error)) return { kind: 'refused', failure: failureOf(error) };
        return {
          kind: 'failed',
          failure:
            error instanceof Error && error.message === 'timeout'
              ? 'no answer in time'
              : failureOf(error),
        };
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      if (open) open.connection.quit();
      open = null;
    },
  };
}

/** Runs `work` with a session open with the SMTP server at `url`, and closes it after. */
export async function withMailSession<T>(
  url: string,
  work: (session: MailSession) => Promise<T>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<T> {
  const session = await openMailSession(url, timeoutMs);
  try {
    return await work(session);
  } finally {
    session.close();
  }
}

/** Sends one e-mail over a session of its own, and says how it ended. */
export function sendMail(
  url: string,
  message: MailMessage,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  return withMailSession(url, (session) => session.send(message), timeoutMs);
}
