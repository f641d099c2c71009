/**
 * A real SMTP server on loopback (no TLS, no login) that keeps every message it receives, parsed:
 * the peer for the tests of e-mail delivery (unit, HTTP and Netlify's runtime). It can refuse
 * addresses (550 at RCPT TO, as a server does for a mailbox that does not exist) and take its time
 * before it answers a message, as a busy server filtering spam does.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  envelopeTo: string[];
  mail: ParsedMail;
  /** The message as it came over the wire (headers unparsed). */
  raw: string;
};

export type MailServer = {
  /** Every message so far, in the order received. */
  received: ReceivedMail[];
  /** The subject of every message so far, in the same order. */
  subjects: string[];
  /** How many connections clients have opened so far. */
  connections: () => number;
  close: () => Promise<void>;
};

export type MailServerOptions = {
  /** Addresses it refuses, at RCPT TO, with 550. */
  refuse?: (address: string) => boolean;
  /** How long it takes to answer each message once it has all of it. */
  answerAfterMs?: number;
};

export async function startMailServer(
  port: number,
  { refuse = () => false, answerAfterMs = 0 }: MailServerOptions = {},
): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const subjects: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      const error = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.once('end', () => resolve(Buffer.concat(chunks)));
        stream.once('error', reject);
      })
        .then(async (bytes) => ({ bytes, mail: await simpleParser(bytes) }))
        .then(({ bytes, mail }) => {
          received.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
            raw: bytes.toString('utf8'),
          });
          subjects.push(mail.subject ?? '');
          setTimeout(callback, answerAfterMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    subjects,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
