import { connect, type Socket } from 'node:net';

/**
 * A minimal Redis pub/sub channel over RESP (PUBLISH and SUBSCRIBE only), so several api instances can
 * tell each other "the catalogue changed" without a client library. Two connections (a subscribed
 * connection cannot publish), reconnecting with a growing delay; while Redis is away, publishes are
 * dropped and callers fall back on their own expiry.
 */

export interface ChannelLog {
  warn(msg: string): void;
}

type Reply = string | number | null | Reply[];

/** Parses one RESP value from `buf` at `at`; null when more bytes are needed. */
export function parseReply(buf: Buffer, at = 0): { value: Reply; next: number } | null {
  const lineEnd = buf.indexOf('\r\n', at);
  if (lineEnd === -1) return null;
  const type = String.fromCharCode(buf[at] as number);
  const line = buf.toString('utf8', at + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case '+':
    case '-':
      return { value: line, next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, next: after };
      if (buf.length < after + len + 2) return null;
      return { value: buf.toString('utf8', after, after + len), next: after + len + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: Reply[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buf, next);
        if (!item) return null;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`unexpected RESP type ${JSON.stringify(type)}`);
  }
}

export const command = (...args: string[]): Buffer => {
  const parts = [`*${args.length}\r\n`];
  for (const arg of args) parts.push(`$${Buffer.byteLength(arg)}\r\n${arg}\r\n`);
  return Buffer.from(parts.join(''));
};

export class RedisChannel {
  /** Delivered to onMessage when the subscription is (re)established. */
  static readonly RESUBSCRIBED = '';
  private pub: Socket | null = null;
  private pubReady = false;
  private sub: Socket | null = null;
  private closed = false;
  private delay = 200;
  private readonly host: string;
  private readonly port: number;
  private readonly password: string | null;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly onMessage: (message: string) => void,
    private readonly log: ChannelLog,
  ) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'redis:') throw new Error(`Only redis:// URLs are supported (got ${parsed.protocol}).`);
    this.host = parsed.hostname || '127.0.0.1';
    this.port = Number(parsed.port || 6379);
    this.password = parsed.password ? decodeURIComponent(parsed.password) : null;
  }

  start(): void {
    this.connectPub();
    this.connectSub();
  }

  /** Fire and forget; false when not connected (the message is dropped). */
  publish(message: string): boolean {
    if (!this.pub || !this.pubReady) return false;
    this.pub.write(command('PUBLISH', this.channel, message));
    return true;
  }

  close(): void {
    this.closed = true;
    this.pub?.destroy();
    this.sub?.destroy();
  }

  private open(onData: (data: Buffer) => void, onReady: (socket: Socket) => void, onGone: () => void): Socket {
    const socket = connect({ host: this.host, port: this.port });
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.delay = 200;
      if (this.password) socket.write(command('AUTH', this.password));
      onReady(socket);
    });
    socket.on('data', onData);
    socket.on('error', (err) => this.log.warn(`redis ${this.host}:${this.port}: ${err.message}`));
    socket.on('close', () => {
      onGone();
      if (this.closed) return;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, 10_000);
      setTimeout(() => {
        if (this.closed) return;
        if (socket === this.pub) this.connectPub();
        else this.connectSub();
      }, wait).unref();
    });
    return socket;
  }

  private connectPub(): void {
    this.pub = this.open(
      () => {}, // replies (subscriber counts) are not needed
      () => (this.pubReady = true),
      () => (this.pubReady = false),
    );
  }

  private connectSub(): void {
    let pending: Buffer = Buffer.alloc(0);
    this.sub = this.open(
      (data) => {
        pending = pending.length ? Buffer.concat([pending, data]) : data;
        let at = 0;
        for (;;) {
          const reply = parseReply(pending, at);
          if (!reply) break;
          at = reply.next;
          const v = reply.value;
          if (Array.isArray(v) && v[0] === 'message' && v[1] === this.channel && typeof v[2] === 'string') {
            this.onMessage(v[2]);
          }
        }
        pending = pending.subarray(at);
      },
      (socket) => {
        socket.write(command('SUBSCRIBE', this.channel));
        // messages may have been missed while disconnected: let the owner treat it as one
        this.onMessage(RedisChannel.RESUBSCRIBED);
      },
      () => {},
    );
  }
}
