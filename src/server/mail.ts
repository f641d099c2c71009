/**
 * Sending one e-mail over SMTP (nodemailer), within a time limit: the e-mail to sales about an
 * enquiry, the "now available" e-mail to someone on the waitlist, and the weekly digest. A send
 * that takes longer counts as failed, so its caller can let go of its claim and try another time.
 */
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
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

/** Sends `message` through the SMTP server at `url`; resolves once it took it, rejects otherwise. */
export async function sendMail(
  url: string,
  message: MailMessage,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  const transport = (await nodemailer()).createTransport(url, {
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: timeoutMs,
  } satisfies SMTPTransport.Options);
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
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/** The whole message as it would go over the wire (RFC 5322), for a preview written to a file. */
export async function composeMail(message: MailMessage): Promise<Buffer> {
  const transport = (await nodemailer()).createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return info.message as Buffer;
}
