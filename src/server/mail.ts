/**
 * Sending one e-mail over SMTP (nodemailer), within a time limit: the e-mail to sales about an
 * enquiry, the "now available" e-mail to someone on the waitlist, and the weekly digest. A send
 * that takes longer counts as failed, so its caller can let go of its claim and try another time.
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
  close(): void;
};

/**
 * Opens a session with the SMTP server at `url`: a batch (the hourly resend, the waitlist's
 * notices) greets the server and logs in once, not once per e-mail. The connection opens at the
 * first send; a send that timed out drops it, and the next send opens another.
 */
export async function openMailSession(
  url: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<MailSession> {
  // nodemailer reads a URL's options from its query string, and only from there: the options
  // of an object with a `url` are dropped.
  let withOptions: URL;
  try {
    withOptions = new URL(url);
  } catch {
    const wrong = new Error(
      'CONTACT_SMTP_URL is not an address like smtp://user:password@mail.example.com:587',
    );
    return { send: () => Promise.reject(wrong), close: () => undefined };
  }
  for (const [name, value] of Object.entries({
    pool: true,
    maxConnections: 1,
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: timeoutMs,
  } satisfies SMTPPool.Options)) {
    withOptions.searchParams.set(name, String(value));
  }
  const options = withOptions.href;
  const mailer = await nodemailer();
  let transport = mailer.createTransport(options);
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
        // A connection that stopped answering is not used again.
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

/** Sends `message` through the SMTP server at `url`; resolves once it took it, rejects otherwise. */
export async function sendMail(
  url: string,
  message: MailMessage,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  const session = await openMailSession(url, timeoutMs);
  try {
    await session.send(message);
  } finally {
    session.close();
  }
}

/** The whole message as it would go over the wire (RFC 5322), for a preview written to a file. */
export async function composeMail(message: MailMessage): Promise<Buffer> {
  const transport = (await nodemailer()).createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return info.message as Buffer;
}
