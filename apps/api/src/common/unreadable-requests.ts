import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's parser codes for a request line or headers over its limit (16 KB by default). */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW', 'HPE_URI_TOO_LONG']);

/**
 * Requests Node's HTTP parser refuses never reach Express: by default Node answers them with a bare
 * 400 or 431 and no body. This answers them in the API's error shape ({ error, code }) so the client
 * learns what to change, then closes the connection (the parser cannot go on with it).
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const tooLarge = TOO_LARGE.has(err.code ?? '');
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      tooLarge
        ? {
            error:
              'The address or the headers of this request are too long (over 16 KB): shorten the query string.',
            code: 'REQUEST_TOO_LARGE',
          }
        : { error: 'This request is not valid HTTP and could not be read.', code: 'BAD_REQUEST' },
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
