import { addAdmin, resetAdminPassword } from '../auth/accounts';
import { authRepository } from '../auth/repository';
import { readSettings } from '../config/settings';
import { openMigratedDatabase } from '../db/open';

const USAGE = `Usage:
  npm run admin -- add <email>              create a matchmaker account with a generated password
  npm run admin -- reset-password <email>   replace a matchmaker's password and end their sessions`;

async function main(args: string[]) {
  const [command, email] = args;
  if (!command || !email || !['add', 'reset-password'].includes(command) || !/^\S+@\S+\.\S+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const { db, close } = await openMigratedDatabase(readSettings(), `npm run admin -- ${command}`);
  try {
    const auth = authRepository(db);
    const password = command === 'add' ? await addAdmin(auth, email) : await resetAdminPassword(auth, email);
    console.log(
      `${command === 'add' ? 'Created' : 'Reset'} ${email.toLowerCase()}. Password (shown once): ${password}`,
    );
    return 0;
  } finally {
    await close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
