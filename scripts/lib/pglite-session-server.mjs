/**
 * Serves one PGlite over the Postgres wire protocol to several client connections.
 *
 * PGlite has a single backend session, so everything that lives in a session (the unnamed prepared
 * statement and portal of an extended-protocol exchange, an open transaction) would be shared by all
 * connections. @electric-sql/pglite-socket interleaves the connections message by message, which lets one
 * connection's Parse replace another's between its Parse and Bind (electric-sql/pglite#1046: "unnamed
 * prepared statement does not exist", or silently the other statement's rows). Here a connection owns the
 * session from its first message until the backend reports ReadyForQuery with status idle ('I'): a whole
 * Parse…Sync exchange, and a whole BEGIN…COMMIT transaction, run before the next connection's messages.
 */
import net from 'node:net';

const SSL_REQUEST_CODE = 80877103;
const GSSENC_REQUEST_CODE = 80877104;
const CANCEL_REQUEST_CODE = 80877102;
const PROTOCOL_3 = 196608;
const READY_FOR_QUERY = 0x5a; // 'Z'
const TERMINATE = 0x58; // 'X'
const IDLE = 0x49; // 'I'

/**
 * The complete frontend messages at the start of `buf`: the ones before the StartupMessage (SSLRequest,
 * CancelRequest, the StartupMessage itself) have no type byte, the rest do. Returns them, the unused rest
 * (and `needed`, the length of the incomplete message it starts with, when known) and whether the
 * StartupMessage has been seen.
 */
function takeMessages(buf, startedBefore) {
  const messages = [];
  let offset = 0;
  let started = startedBefore;
  let needed = 0;
  for (;;) {
    const typed = started;
    const header = typed ? 5 : 4;
    if (buf.length - offset < header) break;
    const length = buf.readInt32BE(offset + (typed ? 1 : 0)) + (typed ? 1 : 0);
    if (buf.length - offset < length) {
      needed = length;
      break;
    }
    const message = buf.subarray(offset, offset + length);
    offset += length;
    const code = typed ? null : message.readInt32BE(4);
    messages.push({ message, code, startup: code === PROTOCOL_3 });
    if (code === PROTOCOL_3) started = true;
  }
  return { messages, rest: buf.subarray(offset), started, needed };
}

/** A FATAL ErrorResponse, the way Postgres refuses a connection. */
function fatalError(code, message) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E');
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/** The status byte of the last ReadyForQuery in a backend output made of whole messages, else null. */
function lastReadyStatus(out) {
  let status = null;
  for (let offset = 0; offset + 5 <= out.length; offset += 1 + out.readInt32BE(offset + 1)) {
    if (out[offset] === READY_FOR_QUERY) status = out[offset + 5];
  }
  return status;
}

class Connection {
  constructor(socket) {
    this.socket = socket;
    this.pending = [];
    /** Received bytes of an incomplete message, kept as chunks until `needed` bytes are in. */
    this.chunks = [];
    this.buffered = 0;
    this.needed = 0;
    this.started = false;
    this.closed = false;
  }

  send(bytes) {
    if (!this.closed && this.socket.writable) this.socket.write(bytes);
  }
}

export class PGliteSessionServer {
  /**
   * maxConnections: Postgres's default; waiting connections cost little here, and `npm test` points two
   * APIs' pools at one database.
   * @param {{ db: import('@electric-sql/pglite').PGlite, maxConnections?: number }} opts
   */
  constructor({ db, maxConnections = 100 }) {
    this.db = db;
    this.maxConnections = maxConnections;
    this.connections = new Set();
    /** Connections with messages waiting for the session, in arrival order. */
    this.waiting = [];
    /** The connection whose exchange or transaction is under way, or null. */
    this.owner = null;
    this.pumping = false;
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Listens on host:port (0: any free port); resolves with the port. */
  listen(port, host) {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve(this.server.address().port));
    });
  }

  async stop() {
    for (const conn of this.connections) conn.socket.destroy();
    await new Promise((resolve) => this.server.close(() => resolve()));
  }

  accept(socket) {
    if (this.connections.size >= this.maxConnections) {
      socket.end(fatalError('53300', 'sorry, too many clients already'));
      return;
    }
    socket.setNoDelay(true);
    const conn = new Connection(socket);
    this.connections.add(conn);
    socket.on('data', (chunk) => this.receive(conn, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void this.drop(conn));
  }

  receive(conn, chunk) {
    conn.chunks.push(chunk);
    conn.buffered += chunk.length;
    if (conn.buffered < conn.needed) return; // a large message still arriving: join its chunks once
    const buf = conn.chunks.length === 1 ? chunk : Buffer.concat(conn.chunks);
    const { messages, rest, started, needed } = takeMessages(buf, conn.started);
    conn.chunks = rest.length ? [rest] : [];
    conn.buffered = rest.length;
    conn.needed = needed;
    conn.started = started;
    for (const { message, code, startup } of messages) {
      // No TLS or GSS encryption: 'N' tells the client to go on in the clear.
      if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) conn.send(Buffer.from('N'));
      else if (code === CANCEL_REQUEST_CODE) conn.socket.end(); // not supported
      else if (code !== null && !startup) conn.socket.destroy(); // a protocol version we do not speak
      else if (code === null && message[0] === TERMINATE) conn.socket.end();
      else conn.pending.push(message);
    }
    if (conn.pending.length && conn !== this.owner && !this.waiting.includes(conn)) this.waiting.push(conn);
    void this.pump();
  }

  /** Runs queued messages, the owner's only while it holds the session. */
  async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        if (!this.owner) this.owner = this.waiting.shift() ?? null;
        const conn = this.owner;
        if (conn?.closed) {
          await this.release(conn);
          continue;
        }
        if (!conn || conn.pending.length === 0) break; // nothing to do, or the owner has yet to send more
        const status = await this.execute(conn, conn.pending.shift());
        if (status === IDLE) {
          this.owner = null;
          // Its next exchange queues behind the connections that waited meanwhile.
          if (conn.pending.length && !conn.closed) this.waiting.push(conn);
        }
      }
    } finally {
      this.pumping = false;
    }
  }

  /** Runs one message for `conn`, sends it the output; returns the last ReadyForQuery status or null. */
  async execute(conn, message) {
    const chunks = [];
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => chunks.push(Buffer.from(data)),
        }),
      );
    } catch {
      // The state of this exchange is unknown: end the connection (pump then releases the session).
      conn.closed = true;
      conn.socket.destroy();
      return null;
    }
    const out = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    conn.send(out);
    return lastReadyStatus(out);
  }

  drop(conn) {
    conn.closed = true;
    this.connections.delete(conn);
    this.waiting = this.waiting.filter((c) => c !== conn);
    void this.pump(); // releases the session if conn held it
  }

  /** The owner left: undo its open transaction, as Postgres does when a session ends. */
  async release(conn) {
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => {});
    if (this.owner === conn) this.owner = null;
  }
}
