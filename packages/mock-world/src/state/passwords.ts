import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await derive(password, salt) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt);
  return timingSafeEqual(candidate, stored.hash);
}

/** An opaque token: random, not generated data, so it comes from the system's CSPRNG. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
