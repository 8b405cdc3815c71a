import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * An opaque 24-hex-character id, laid out like a MongoDB ObjectId (seconds, random, counter)
 * so ids created together sit together in the primary-key index.
 */
export function newId(): string {
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  randomBytes(5).copy(buf, 4);
  counter = (counter + 1) & 0xffffff;
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
