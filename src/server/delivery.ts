/**
 * Sending each e-mail the site owes exactly once, row by row: the e-mail to sales about an
 * enquiry (table `enquiries`) and the "now available" e-mail to someone on the waitlist (table
 * `waitlist`). Both follow the same rules:
 *
 *  - A sender claims a row before it sends (two senders never hold the same row).
 *  - The row is recorded as sent the moment the message has been handed to the mail server
 *    (src/server/mail.ts), before the server's answer; a confirmed send is marked so. A process
 *    killed while the server takes its time never sends that e-mail again.
 *  - A failure is the row's own: it is tried again later, each time after a longer wait
 *    (`retryDelay`), and after `MAX_ATTEMPTS` it is marked undeliverable, which staff see.
 *  - A refusal of one message (an address the server will not take) never stops the others. A
 *    server that cannot be reached stops the batch, counted against the row it failed on only.
 *
 * Logs name rows by id and failures by SMTP code, never by address.
 */
import { errorText } from './log';
import { reachedServer, type MailMessage, type MailSession } from './mail';

/** How many times an e-mail is tried before it is marked undeliverable. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 10 * 60_000;
const LONGEST_RETRY_MS = 12 * 60 * 60_000;

/**
 * How long to wait after the `attempts`-th failure: 10 minutes, doubling each time, at most 12
 * hours (10 min, 20 min, 40 min … : the eighth try comes about 21 hours after the first).
 */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What a table of e-mails owed does with its rows, in its own SQL (enquiries.ts, waitlist.ts). */
export type Outbox = {
  /** What the rows are, for the log: "Enquiry", "Waitlist e-mail". */
  what: string;
  /** The message has been handed to the mail server: record it as sent, at `at`. */
  handedOver(id: string, at: Date): Promise<void>;
  /** The server confirmed it: mark the send confirmed and let go of the claim. */
  confirmed(id: string): Promise<void>;
  /**
   * It did not go: undo a record of sending, count the attempt, and either set when it is tried
   * next (`retryAt`) or, when that is null (the last attempt), mark it undeliverable.
   */
  failed(id: string, failure: string, at: Date, retryAt: Date | null): Promise<void>;
  /** Lets go of the claims on rows this sender did not try. */
  release(ids: readonly string[]): Promise<void>;
};

/** A row to send: its id, how many times it was tried, and its message. */
export type Owed = { id: string; attempts: number; message: () => MailMessage };

export type DeliveryResult = {
  /** Handed to the mail server (confirmed or not). */
  sent: number;
  /** Not sent this time: tried again later. */
  failed: number;
  /** Marked undeliverable this time. */
  undeliverable: number;
  /** Claimed but not tried (time ran out, or the server could not be reached): let go of. */
  untried: number;
};

/**
 * Sends one claimed row's e-mail over `session` and records what became of it. Returns false when
 * the mail server could not be used at all (the batch stops), true otherwise.
 */
export async function deliverOne(
  outbox: Outbox,
  session: MailSession,
  owed: Owed,
  now: () => Date,
  result: DeliveryResult,
): Promise<boolean> {
  let message: MailMessage;
  try {
    message = owed.message();
  } catch (error) {
    // A message that cannot be written (a bug, not the server): the row's own failure.
    console.error(`${outbox.what} ${owed.id}: its e-mail could not be written:`, errorText(error));
    await recordFailure(outbox, owed, 'could not be written', now(), result);
    return true;
  }
  // Recorded as sent the moment it is handed over; the send says how it ended only after that.
  const outcome = await session.send(message, () =>
    outbox
      .handedOver(owed.id, now())
      .catch((error: unknown) =>
        console.error(
          `${outbox.what} ${owed.id} went, but that could not be recorded:`,
          errorText(error),
        ),
      ),
  );
  if (reachedServer(outcome)) {
    result.sent += 1;
    if (outcome.kind === 'accepted') {
      await outbox
        .confirmed(owed.id)
        .catch((error: unknown) =>
          console.error(
            `${outbox.what} ${owed.id}: its confirmation was not recorded:`,
            errorText(error),
          ),
        );
    } else {
      console.warn(
        `${outbox.what} ${owed.id} was handed to the mail server, which did not confirm it; it is not sent again.`,
      );
    }
    return true;
  }
  await recordFailure(outbox, owed, outcome.failure, now(), result);
  return outcome.kind === 'refused';
}

async function recordFailure(
  outbox: Outbox,
  owed: Owed,
  failure: string,
  at: Date,
  result: DeliveryResult,
): Promise<void> {
  const attempts = owed.attempts + 1;
  const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(at.getTime() + retryDelay(attempts));
  if (retryAt) result.failed += 1;
  else result.undeliverable += 1;
  console.error(
    retryAt
      ? `${outbox.what} ${owed.id} did not go (${failure}); try ${attempts} of ${MAX_ATTEMPTS}, the next at ${retryAt.toISOString()}.`
      : `${outbox.what} ${owed.id} did not go (${failure}) after ${MAX_ATTEMPTS} tries: marked undeliverable.`,
  );
  await outbox
    .failed(owed.id, failure, at, retryAt)
    .catch((error: unknown) =>
      console.error(`${outbox.what} ${owed.id}: its failure was not recorded:`, errorText(error)),
    );
}

/**
 * Sends a batch of claimed rows, one after another over `session`, until `deadline`: a refusal
 * moves on to the next row, a server that cannot be used stops the batch. Lets go of what it did
 * not try. Never throws.
 */
export async function deliverBatch(
  outbox: Outbox,
  session: MailSession,
  batch: readonly Owed[],
  { now = () => new Date(), deadline = Number.POSITIVE_INFINITY } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, undeliverable: 0, untried: 0 };
  let index = 0;
  for (; index < batch.length; index += 1) {
    if (Date.now() >= deadline) break;
    const usable = await deliverOne(outbox, session, batch[index]!, now, result);
    if (!usable) {
      index += 1;
      break;
    }
  }
  const rest = batch.slice(index).map((owed) => owed.id);
  result.untried = rest.length;
  await outbox
    .release(rest)
    .catch((error: unknown) =>
      console.error(
        `Could not let go of ${rest.length} claimed rows (they wait for their claim to end):`,
        errorText(error),
      ),
    );
  return result;
}
