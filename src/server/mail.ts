/**
 * Sending e-mail over SMTP (nodemailer), each e-mail within a time limit: the e-mail to sales
 * about an enquiry, the "now available" e-mail to someone on the waitlist, and the weekly digest,
 * one at a time or a batch over one connection. A send that takes longer counts as failed, so its
 * caller can let go of its claim and try another time.
 */
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type Mail from 'nodemailer/lib/mailer';

/** One e-mail may take this long before it counts as failed (and is tried again later). */
export const SEND_TIMEOUT_MS = 3_000;

export type MailMessage = Mail.Options;

/** The nodemailer module, in the function's own bundle. */
async function nodemailer() {
  // Run only when mail is configured. In the same bundle (eager): Netlify deploys a function as
  // one file, so a separate chunk would be missing there.
  const { default: module } = await import(/* webpackMode: "eager" */ 'nodemailer');
  return module;
}

/** Sends e-mails one after another over one SMTP connection, until it is closed. */
export type MailSession = {
  /** Resolves once the server took `message`; rejects after `timeoutMs` or when it refused. */
  send(message: MailMessage): Promise<void>;
  /** Ends the session: says goodbye to the server once nothing is being sent. */
  close(): void;
};

/** A session whose every send fails with `error`: the settings cannot reach a mail server. */
const failing = (error: Error): MailSession => ({
  send: () => Promise.reject(error),
  close: () => undefined,
});

/**
 * Opens a session with the SMTP server at `url`: a batch (the hourly resend, the waitlist's
 * notices) greets the server and logs in once, not once per e-mail. The connection opens at the
 * first send; after a send that failed, the next one opens another. Never throws: with settings
 * that are not an SMTP address, every send fails, saying so.
 */
async function openMailSession(url: string, timeoutMs = SEND_TIMEOUT_MS): Promise<MailSession> {
  const mailer = await nodemailer();
  const wrong = new Error(
    'CONTACT_SMTP_URL is not an address like smtp://user:password@mail.example.com:587',
  );
  // nodemailer reads a URL's options from its query string, and only from there: the options
  // of an object with a `url` are dropped.
  let options: string;
  let transport: ReturnType<typeof mailer.createTransport>;
  try {
    const withOptions = new URL(url);
    if (withOptions.protocol !== 'smtp:' && withOptions.protocol !== 'smtps:')
      return failing(wrong);
    for (const [name, value] of Object.entries({
      pool: true,
      maxConnections: 1,
      connectionTimeout: 2_000,
      greetingTimeout: 2_000,
      socketTimeout: timeoutMs,
    } satisfies SMTPPool.Options)) {
      withOptions.searchParams.set(name, String(value));
    }
    // An e-mail whose connection closed is not sent again on another: the server may have taken
    // it already, and its caller tries it again later, once.
    withOptions.searchParams.set('maxRequeues', '0');
    options = withOptions.href;
    transport = mailer.createTransport(options);
  } catch {
    // Not a URL, or one nodemailer cannot read (a password with a stray %).
    return failing(wrong);
  }
  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          transport.sendMail(message),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer from the mail server in ${timeoutMs} ms`)),
              timeoutMs,
            );
          }),
        ]);
      } catch (error) {
        // The connection may be stuck: the next e-mail goes over a new one.
        transport.close();
        transport = mailer.createTransport(options);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
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

/** Sends `message` through the SMTP server at `url`; resolves once it took it, rejects otherwise. */
export function sendMail(
  url: string,
  message: MailMessage,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  return withMailSession(url, (session) => session.send(message), timeoutMs);
}

/** The whole message as it would go over the wire (RFC 5322), for a preview written to a file. */
export async function composeMail(message: MailMessage): Promise<Buffer> {
  const transport = (await nodemailer()).createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return info.message as Buffer;
}
