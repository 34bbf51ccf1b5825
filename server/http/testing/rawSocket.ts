/**
 * A raw TCP client for tests of what happens below HTTP: slow or silent senders, malformed request heads.
 * Collects what the server sends and when it closes the connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far, as latin-1 text. */
  received: () => string;
  /** Resolves with the milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
  write: (data: string | Uint8Array) => void;
}

export async function openRaw(base: string): Promise<RawConnection> {
  const { hostname, port } = new URL(base);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const started = performance.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A reset is a close too; the tests look at what arrived before it.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - started)),
  );
  return {
    socket,
    received: () => Buffer.concat(chunks).toString('latin1'),
    closed,
    write: (data) => {
      if (!socket.destroyed) socket.write(data);
    },
  };
}

/** Sends `raw` on a new connection and resolves with all the server sent until it closed (or `waitMs`). */
export async function exchange(base: string, raw: string | Uint8Array, waitMs = 2000): Promise<string> {
  const connection = await openRaw(base);
  connection.write(raw);
  const timer = setTimeout(() => connection.socket.destroy(), waitMs);
  await connection.closed;
  clearTimeout(timer);
  return connection.received();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
