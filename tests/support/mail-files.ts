import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

// The mails a test server writes: the local booking gateway's confirmations in BOOKINGS_DIR and
// every other mail in LEADS_DIR's outbox, read as a mail program reads them.

export type WrittenMail = { file: string; mail: Email };

/** Every .eml file in the given directories (a missing directory holds none), by file name in each. */
export async function readMails(directories: string[]): Promise<WrittenMail[]> {
  const found: WrittenMail[] = [];
  for (const directory of directories) {
    const files = (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const file of files)
      found.push({ file, mail: await PostalMime.parse(await readFile(path.join(directory, file))) });
  }
  return found;
}

/** The first mail whose subject matches, sent to `to` when given. */
export function findMail(mails: WrittenMail[], subject: RegExp, to?: string): Email | undefined {
  return mails.find(
    ({ mail }) =>
      (!to || mail.to?.some((address) => address.address === to) === true) && subject.test(mail.subject ?? ''),
  )?.mail;
}

export function mailLinks(mail: Email): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
}

/** An address of this run's own: at most three confirmations go to one address a day. */
export function uniqueAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A visitor's name of this run's own, so its mails are told apart from other runs'. */
export function uniqueName(first: string): string {
  return `${first} Tester${Math.floor(Math.random() * 1e6)}`;
}
