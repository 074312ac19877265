/**
 * Another process on a data folder, for data-folder.test.ts: `hold FOLDER` takes its lock and
 * keeps it until the parent disconnects or kills it; `open FOLDER` opens the database the way
 * a server starts and exits 0, or prints the refusal and exits 3.
 */
import { DataFolderInUseError, lockDataFolder, openDatabase } from '../../src/index';

const [mode, folder] = process.argv.slice(2);
if (folder === undefined) throw new Error('usage: data-folder-child hold|open FOLDER');
process.on('disconnect', () => process.exit(0));

if (mode === 'hold') {
  await lockDataFolder(folder);
  process.stdout.write(`holding ${process.pid}\n`);
  setInterval(() => {}, 60_000);
} else {
  try {
    const database = await openDatabase({
      databaseUrl: '',
      dataDir: folder,
      durability: 'relaxed',
    });
    await database.close();
    process.stdout.write('opened\n');
    process.exit(0);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(3);
  }
}
