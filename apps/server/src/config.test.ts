import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      pgliteDir: resolve('data', 'pg'),
      uploadsDir: resolve('data', 'uploads'),
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      seedDemo: true,
      logLevel: 'info',
    });
    expect(c.webDistDir.endsWith(`${'apps'}/web/dist`)).toBe(true);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '3200',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://h:6379',
      PUBLIC_URL: 'https://xinke.example/',
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(c).toMatchObject({
      port: 3200,
      databaseUrl: 'postgres://u@h/db',
      redisUrl: 'redis://h:6379',
      publicUrl: 'https://xinke.example',
      nodeEnv: 'production',
      seedDemo: false,
      logLevel: 'warn',
    });
    expect(loadConfig({ PORT: '3200' }).publicUrl).toBe('http://localhost:3200');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('bad env %o names %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}=`));
  });
});

describe('loadConfig: account providers', () => {
  it('defaults to the dev providers, QR_HOST = PUBLIC_URL, a stable derived code secret', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://xinke.example' });
    expect(c).toMatchObject({
      smsProvider: 'dev',
      emailProvider: 'dev',
      wechatLoginProvider: 'dev',
      qrHost: 'https://xinke.example',
    });
    expect(c.codeSecret).toBe(loadConfig({}).codeSecret);
    expect(loadConfig({ DATA_DIR: '/tmp/other' }).codeSecret).not.toBe(c.codeSecret);
    expect(loadConfig({ CODE_SECRET: 'x'.repeat(40) }).codeSecret).toBe('x'.repeat(40));
  });

  it('requires the credentials of the chosen providers', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_ACCESS_KEY_ID/);
    expect(() => loadConfig({ WECHAT_LOGIN_PROVIDER: 'wechat' })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(ConfigError);
  });
});
