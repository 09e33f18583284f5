import { displayNameFromEmail } from '@shared/team';
import type { AuthRepository } from './repository';
import { hashPassword, randomToken } from './secrets';

export const DEFAULT_ADMIN_EMAIL = 'admin@rishta.local';

/** A display name until the matchmaker's own is set (src/shared/team.ts). */
export const displayNameOf = displayNameFromEmail;

export function generatePassword(): string {
  return randomToken(12);
}

/**
 * On an empty database, creates the first matchmaker account. Answers the generated password when none
 * was given, so that the caller prints it once; it is stored only as a hash.
 */
export async function ensureFirstAdmin(
  auth: AuthRepository,
  options: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if ((await auth.countAccounts()) > 0) return null;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const password = options.password ?? generatePassword();
  await auth.createAccount({
    email,
    name: displayNameOf(email),
    passwordHash: await hashPassword(password),
    role: 'owner',
  });
  return { email, generatedPassword: options.password ? null : password };
}

export async function addAdmin(auth: AuthRepository, email: string): Promise<string> {
  if (await auth.findAccountByEmail(email))
    throw new Error(`An admin with the e-mail ${email} already exists.`);
  const password = generatePassword();
  // The CLI is for the first owner and for recovery (decision 054): what it adds is an owner.
  await auth.createAccount({
    email,
    name: displayNameOf(email),
    passwordHash: await hashPassword(password),
    role: 'owner',
  });
  return password;
}

/** Replaces an admin's password, lets the account in again if deactivated, and ends its sessions. */
export async function resetAdminPassword(auth: AuthRepository, email: string): Promise<string> {
  const account = await auth.findAccountByEmail(email);
  if (!account) throw new Error(`There is no admin with the e-mail ${email}.`);
  const password = generatePassword();
  await auth.setAccountPassword(account.id, await hashPassword(password));
  return password;
}
