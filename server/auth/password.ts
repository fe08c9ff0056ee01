import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's recommended cost (its default algorithm is argon2id). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

/** Spent on unknown e-mails too, so timing does not tell which accounts exist. */
const dummyHash = hashPassword('not-a-real-password');
export const burnPasswordCheck = async (password: string) => {
  await verifyPassword(await dummyHash, password);
  return false;
};
