/**
 * `npm run xinke -- admin grant <phone>` / `npm run xinke -- admin revoke <phone>`: the
 * operator's command line (README "从零开始运营"). Same environment as the server: DATABASE_URL
 * set means PostgreSQL (works while the server runs); otherwise the embedded database in
 * DATA_DIR, which only one process may open: with the server running, this refuses and says
 * to stop it first (backup/data-dir-lock.ts).
 */
import { MAINLAND_PHONE_RE, UserRole } from '@xinke/shared';
import {
  claimDataDir,
  DataDirInUseError,
  liveHolder,
  type DataDirLock,
} from '../backup/data-dir-lock';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { applyMigrations } from '../db/migrate';
import {
  grantAdmin,
  LastAdminError,
  NoSuchAccountError,
  revokeAdmin,
  type RoleChange,
} from '../modules/admin/cli-role';

const USAGE = `用法 / usage:
  npm run xinke -- admin grant <手机号>    设为管理员（没有该账号时创建，之后用短信验证码登录）
  npm run xinke -- admin revoke <手机号>   撤销管理员（不能撤销最后一位管理员）`;

class UsageError extends Error {}

const label = (role: string) => UserRole.label(role) || role;

function describe(command: 'grant' | 'revoke', phone: string, change: RoleChange): string {
  const who = `${phone}（用户 ${change.userId}，昵称 ${change.nickname}）`;
  if (change.before === change.after)
    return command === 'grant'
      ? `${who} 已经是管理员，无需更改。`
      : `${who} 不是管理员（当前角色：${label(change.before)}），无需撤销。`;
  const lines = [`已将 ${who}的角色从「${label(change.before)}」改为「${label(change.after)}」。`];
  if (change.created) lines.unshift(`新建了手机号为 ${phone} 的账号。`);
  if (command === 'grant')
    lines.push('用该手机号在登录页以短信验证码登录后，头像菜单里的「管理后台」即可进入控制台。');
  return lines.join('\n');
}

async function openForCli(): Promise<{ database: Database; lock?: DataDirLock }> {
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    const holder = liveHolder(config.dataDir);
    if (holder) throw new DataDirInUseError(config.dataDir, holder);
    lock = claimDataDir(config.dataDir, 'cli');
  }
  try {
    const database = await openDatabase(config);
    // A clean install may not have started the server yet: the schema comes first.
    await database.withExclusive((db) => applyMigrations(database, db));
    return { database, lock };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function main(): Promise<number> {
  const [area, command, phone, ...rest] = process.argv.slice(2);
  try {
    if (area !== 'admin' || (command !== 'grant' && command !== 'revoke') || !phone || rest.length)
      throw new UsageError();
    if (!MAINLAND_PHONE_RE.test(phone))
      throw new UsageError(`手机号格式不正确：${phone}（11 位大陆手机号）`);
    const { database, lock } = await openForCli();
    try {
      const change = await (command === 'grant' ? grantAdmin : revokeAdmin)(database.db, phone);
      console.log(describe(command, phone, change));
      return 0;
    } finally {
      await database.close();
      lock?.release();
    }
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message ? `${err.message}\n` : ''}${USAGE}`);
      return 2;
    }
    if (err instanceof DataDirInUseError) {
      console.error(
        `服务器正在使用内嵌数据库，本命令不能同时打开它。请先停止服务器，执行本命令后再启动（或使用 DATABASE_URL 的 PostgreSQL，服务器运行时也可执行）。\n${err.message}`,
      );
      return 1;
    }
    if (
      err instanceof LastAdminError ||
      err instanceof NoSuchAccountError ||
      err instanceof ConfigError
    ) {
      console.error(err.message);
      return 1;
    }
    console.error('操作失败 / failed:', err);
    return 1;
  }
}

process.exitCode = await main();
