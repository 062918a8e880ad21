// A real SMTP server on loopback (the server tests' own fixture) that the app mails its
// password-reset links to, and the settings that point the app at it.
import { type TestSmtpServer, startSmtpServer } from "../../apps/server/src/testing/smtp-server.js";

export interface Mailbox {
  /** The app's environment for mail: this server, a sender, and links to the app's own address. */
  env(baseURL: string): Record<string, string>;
  /** The reset link mailed to `email` (waiting for it a few seconds). */
  resetLink(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const smtp: TestSmtpServer = await startSmtpServer();
  return {
    env: (baseURL) => ({ SMTP_URL: smtp.url, MAIL_FROM: "Ironpath <no-reply@example.com>", PUBLIC_ORIGIN: baseURL }),
    async resetLink(email) {
      const mail = await smtp.next(email, 10_000);
      const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
      if (!link) throw new Error(`No reset link in the mail to ${email}:\n${mail.text}`);
      return link;
    },
    close: () => smtp.close(),
  };
}
