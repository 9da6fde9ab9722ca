import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (design.md): 19 MiB, two passes, one lane. The package's Algorithm is
 * a const enum, which isolated modules cannot read, so its value 2 (Argon2id) is written here.
 */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs the same argon2 work as a real check and always fails, so an unknown e-mail takes as long as a
 * wrong password and the answer time does not reveal which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Set<string> | undefined;

/** The shipped list of the 10,000 most common passwords (see README.md for its source). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
