import net from 'node:net';

export interface Mail {
  to: string;
  data: string;
}

/**
 * The smallest SMTP server nodemailer will talk to: it accepts every message and hands it to the test, so
 * the reset link is read from a real e-mail sent through the real SMTP path.
 */
export async function startSmtpSink() {
  const mails: Mail[] = [];
  const waiters: Array<(m: Mail) => void> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const mail = { to, data: buffer.slice(0, end) };
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          waiters.splice(0).forEach((w) => w(mail));
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: () => new Promise<Mail>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the link to `path` in an e-mail body (quoted-printable soft breaks and escapes undone). */
export function linkTokenFrom(mail: Mail, path: string): string {
  const text = mail.data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[1];
}
