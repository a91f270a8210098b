import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { answerUnreadableRequests } from './unreadable-requests';

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node cannot parse', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('reached the app'));
    answerUnreadableRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answer an address over 16 KB with a 431 that says to shorten it', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/stats/me?tz=${'%C3%BC'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      error: expect.stringContaining('shorten the query string'),
      code: 'REQUEST_TOO_LARGE',
    });
  });

  it('answer bytes that are not HTTP with a readable 400', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('leave a request it can read to the app', async () => {
    const answer = await rawRequest(port, 'GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toContain('reached the app');
  });
});
