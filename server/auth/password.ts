import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * At most this many argon2 computations at once: each takes a worker thread and tens of MB, so a
 * flood of sign-ins waits in line instead of taking every thread (file and DNS work share them).
 */
const HASHING_CONCURRENCY = 2;
const hashing = pLimit(HASHING_CONCURRENCY);

/** argon2id with the library's recommended cost (its default algorithm is argon2id). */
export const hashPassword = (password: string) => hashing(() => hash(password));

export const verifyPassword = (passwordHash: string, password: string) => hashing(() => verify(passwordHash, password)).catch(() => false);

/** Spent on unknown e-mails too, so timing does not tell which accounts exist. */
const dummyHash = hashPassword('not-a-real-password');
export const burnPasswordCheck = async (password: string) => {
  await verifyPassword(await dummyHash, password);
  return false;
};
