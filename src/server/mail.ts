/**
 * Sending e-mail over SMTP: the e-mail to sales about an enquiry, the "now available" e-mail to
 * someone on the waitlist, and the weekly digest, one at a time over one connection.
 *
 * Each send says how it ended, in the terms its caller needs to send every e-mail exactly once
 * (src/server/delivery.ts):
 *
 *  - `accepted`: the server confirmed it took the message;
 *  - `handed-over`: the whole message reached the server, which was still taking its time to
 *    answer when the wait ran out. A server that is slow to answer has the message in all
 *    likelihood (it is checking it): it is not sent again, which is what makes a slow server
 *    harmless;
 *  - `refused`: the server refused this message: its recipient (at RCPT TO, for good or for now)
 *    or, once it had it all, its content (a 5xx). This e-mail's own failure; the next may well go;
 *  - `failed`: nothing could be sent this time: no session (the server is down, the settings or
 *    the sender are wrong), a refusal of the whole session, or a connection that broke, before
 *    or after the message (a server that hangs up without answering has not taken it). It is
 *    sent again later: a duplicate, at worst, never a loss.
 *
 * `send` calls `handedOver` the moment the message has been handed over, before the server's
 * answer, and waits for it before it says how the send ended: the caller records it as sent
 * there, so a process killed while it waits for the server's answer never sends the e-mail twice.
 * The message is built here and given to nodemailer's SMTP client (SMTPConnection) only once the
 * server has said it is ready for it (its answer to DATA).
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
  send(message: MailMessage, handedOver?: () => Promise<void>): Promise<SendOutcome>;
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

/**
 * A refusal of this one message, as opposed to a server that cannot be reached or used: its
 * recipient refused at RCPT TO (a 4xx too: a full mailbox, greylisting), or its content refused
 * with a 5xx once the server had it all. A refusal of the sender (MAIL FROM), of DATA itself, a 421
 * (the server closing) or a 4xx after the message say the server, not this message.
 */
function isRefusal(error: unknown): boolean {
  const { code, responseCode, command } = (error ?? {}) as SMTPConnection.SMTPError;
  if (!responseCode || responseCode === 421) return false;
  if (command === 'RCPT TO') return true;
  return code === 'EMESSAGE' && responseCode >= 500;
}

/** The wait for the server ran out (ours, or the SMTP client's own on the socket). */
const TIMEOUT = new Error('no answer in time');
const isTimeout = (error: unknown) =>
  error === TIMEOUT || (error as { code?: string } | null)?.code === 'ETIMEDOUT';

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
      let recorded: Promise<void> | null = null;
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
          recorded = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
            handedOver?.(),
          );
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
        timer = setTimeout(() => reject(TIMEOUT), timeoutMs);
      });
      let outcome: SendOutcome;
      try {
        outcome = await Promise.race([attempt, deadline]);
      } catch (error) {
        attempt.catch(() => undefined);
        // The connection may be stuck or mid-message: the next e-mail goes over a new one.
        drop();
        if (isRefusal(error)) outcome = { kind: 'refused', failure: failureOf(error) };
        else if (delivered && isTimeout(error)) outcome = { kind: 'handed-over' };
        else {
          const failure = isTimeout(error) ? 'no answer in time' : failureOf(error);
          outcome = {
            kind: 'failed',
            failure: delivered ? `${failure}, after the message` : failure,
          };
        }
      } finally {
        clearTimeout(timer);
      }
      // The record of handing over is made before anyone hears how the send ended.
      const record = recorded as Promise<void> | null;
      if (record) await record.catch(() => undefined);
      return outcome;
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
