import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the tests: it accepts every message and keeps it.

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The text body, transfer encoding undone. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` not yet returned, waiting for it at most `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ to, ...parse(Buffer.concat(chunks).toString("utf8")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const taken = new Set<ReceivedMail>();
  const next = async (to: string, timeoutMs = 5000) => {
    // performance.now, not Date: tests that fake the date still time out.
    for (const deadline = performance.now() + timeoutMs; performance.now() < deadline; ) {
      const mail = received.find((m) => !taken.has(m) && m.to.includes(to));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject and text of a single-part message, quoted-printable or base64 undone. */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { subject: header("Subject"), text };
}
