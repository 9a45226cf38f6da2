import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@xinke/shared';
import { authClient, fieldMessage } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { buildUser, loginAs } from '../../../test/factories';
import { users } from '../../db/schema';
import { backfillNicknameKeys } from '../../db/nickname-keys';
import { createUser } from '../auth/new-user';

let t: TestApp;
let c: ReturnType<typeof authClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = authClient(t);
});
afterAll(async () => {
  await t.close();
});

async function rename(userId: number, nickname: string) {
  const token = await loginAs(
    t.db,
    (await t.db.select().from(users).where(eq(users.id, userId)))[0]!,
  );
  return c.call('POST', '/web/user/update', { token, body: { nickname } });
}

async function row(id: number) {
  const [r] = await t.db.select().from(users).where(eq(users.id, id));
  return r!;
}

describe('nicknames: one normaliser, look-alikes cannot coexist', () => {
  it('张三, 张三+ZWSP, a bidi-wrapped 张三 and a full-width copy are one name', async () => {
    const owner = await buildUser(t.db, { nickname: '张三' });
    const other = await buildUser(t.db);
    for (const copy of ['张三\u200b', '\u202e张三\u202c', '\ufeff张\u00ad三', '张三\u3164']) {
      const res = await rename(other.id, copy);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, msg: MSG.nicknameTaken });
    }
    expect((await row(other.id)).nickname).not.toBe('张三');
    expect((await row(owner.id)).nickname).toBe('张三');
  });

  it('a Cyrillic look-alike of a Latin name, or another case, is 过于相似', async () => {
    await buildUser(t.db, { nickname: 'coco' });
    const other = await buildUser(t.db);
    for (const [lookalike, msg] of [
      ['сосо', MSG.nicknameLookalike], // all Cyrillic: legal, but looks like coco
      ['COCO', MSG.nicknameLookalike],
      ['ｃｏｃｏ', MSG.nicknameTaken], // full width: NFKC makes it the very same name
    ] as const) {
      const res = await rename(other.id, lookalike);
      expect(res.json(), lookalike).toMatchObject({ code: 409, msg });
    }
    // One Cyrillic о among Latin letters is refused before any comparison.
    const mixed = await rename(other.id, 'cocо');
    expect(mixed.statusCode).toBe(422);
    expect(fieldMessage(mixed)).toBe(MSG.nicknameMixedScripts);
  });

  it('Latin mixed with Cyrillic is refused with a Chinese message', async () => {
    const me = await buildUser(t.db);
    const res = await rename(me.id, 'Аlice');
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(MSG.nicknameMixedScripts);
  });

  it('invisible-only and too-short-once-cleaned names are refused', async () => {
    const me = await buildUser(t.db);
    const empty = await rename(me.id, '\u200b\u200d\u2066');
    expect(empty.statusCode).toBe(422);
    expect(fieldMessage(empty)).toBe(MSG.nicknameRequired);
    const short = await rename(me.id, '张\u200b\u200b');
    expect(fieldMessage(short)).toBe(MSG.nicknameLength);
  });

  it('stores the cleaned name and its key; the owner may keep their own name', async () => {
    const me = await buildUser(t.db);
    const res = await rename(me.id, ' 李四\u200d\u00ad ');
    expect(res.json()).toMatchObject({ code: 0, data: { nickname: '李四' } });
    expect(await row(me.id)).toMatchObject({ nickname: '李四', nicknameKey: '李四' });
    expect((await rename(me.id, '李四\u200b')).json().code).toBe(0);
  });

  it('sign-up and WeChat names go through the same normaliser', async () => {
    await buildUser(t.db, { nickname: '微信创客' });
    // A WeChat nickname that is a look-alike of a taken one gets a suffix, cleaned.
    const wechat = await row(await createUser(t.db, { preferredNickname: '微信创客\u200b\u202e' }));
    expect(wechat.nickname).toMatch(/^微信创客_[a-z0-9]{4}$/);
    expect(wechat.nicknameKey).toBe(wechat.nickname);
    // A long taken one is cut so name + suffix stay within 16 characters.
    await buildUser(t.db, { nickname: '一二三四五六七八九十甲乙' });
    const long = await row(
      await createUser(t.db, { preferredNickname: '一二三四五六七八九十甲乙丙丁' }),
    );
    expect(long.nickname).toMatch(/^一二三四五六七八九十甲_[a-z0-9]{4}$/);
    // A Cyrillic one that is taken cannot take a Latin suffix (a mix): the default instead —
    // unless the random suffix drew only digits (1 in 256), which mixes nothing.
    await buildUser(t.db, { nickname: 'Иван' });
    const ivan = await row(await createUser(t.db, { preferredNickname: 'Иван' }));
    expect(ivan.nickname).toMatch(/^(芯客_|Иван_\d{4}$)/);
    // A refused one (mixed scripts) falls back to the default name.
    const mixed = await row(await createUser(t.db, { preferredNickname: 'Рaul' }));
    expect(mixed.nickname).toMatch(/^芯客_/);
    const plain = await row(await createUser(t.db, { phone: '13900009999' }));
    expect(plain.nicknameKey).toBe(plain.nickname);
  });
});

describe('backfillNicknameKeys (accounts from before migration 0009)', () => {
  it('keys old rows oldest first; a look-alike clash stays null and is logged by id', async () => {
    const first = await buildUser(t.db, { nickname: 'oldname', nicknameKey: null });
    const second = await buildUser(t.db, { nickname: 'OLDNAME', nicknameKey: null });
    const third = await buildUser(t.db, { nickname: '旧账号', nicknameKey: null });
    const warned: unknown[] = [];
    const log = { info: () => undefined, warn: (obj: unknown) => void warned.push(obj) };
    const result = await backfillNicknameKeys(t.db, log);
    expect(result).toEqual({ keyed: 2, clashes: 1 });
    const rows = await t.db
      .select({ id: users.id, key: users.nicknameKey })
      .from(users)
      .where(inArray(users.id, [first.id, second.id, third.id]));
    const keyOf = new Map(rows.map((r) => [r.id, r.key]));
    expect(keyOf.get(first.id)).toBe('oldname');
    expect(keyOf.get(second.id)).toBeNull();
    expect(keyOf.get(third.id)).toBe('旧账号');
    expect(warned).toEqual([{ userIds: [second.id], count: 1 }]);
    expect(JSON.stringify(warned)).not.toContain('OLDNAME');
    // The clashing account can still rename itself to something free.
    expect((await rename(second.id, '新名字')).json().code).toBe(0);
    expect((await backfillNicknameKeys(t.db, log)).keyed).toBe(0);
  });
});
