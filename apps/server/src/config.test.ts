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
      CODE_SECRET: 'a-long-shared-secret-for-all-nodes',
      REDIS_URL: 'redis://h:6379',
      PUBLIC_URL: 'https://xinke.example/',
      NODE_ENV: 'production',
      ALLOW_DEV_PROVIDERS: 'true',
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
  it('defaults to the dev providers, QR_HOST = PUBLIC_URL, no code secret (generated later)', () => {
    const c = loadConfig({ PUBLIC_URL: 'https://xinke.example' });
    expect(c).toMatchObject({
      smsProvider: 'dev',
      emailProvider: 'dev',
      wechatLoginProvider: 'dev',
      qrHost: 'https://xinke.example',
    });
    expect(c.codeSecret).toBeUndefined();
    expect(loadConfig({ CODE_SECRET: 'x'.repeat(40) }).codeSecret).toBe('x'.repeat(40));
    expect(() => loadConfig({ CODE_SECRET: 'short' })).toThrow(
      /CODE_SECRET="\(hidden\)": must be at least 16 characters/,
    );
  });

  it('production with DATABASE_URL (several nodes) refuses to start without CODE_SECRET', () => {
    const cluster = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      ALLOW_DEV_PROVIDERS: 'true',
    };
    expect(() => loadConfig(cluster)).toThrow(ConfigError);
    expect(() => loadConfig(cluster)).toThrow(
      /CODE_SECRET=undefined: required when NODE_ENV=production and DATABASE_URL is set/,
    );
    expect(loadConfig({ ...cluster, CODE_SECRET: 'k'.repeat(43) }).codeSecret).toBe('k'.repeat(43));
    // One embedded node, or a development cluster, gets the generated DATA_DIR secret.
    expect(
      loadConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true' }).codeSecret,
    ).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).codeSecret).toBeUndefined();
  });

  it('production refuses each dev provider unless ALLOW_DEV_PROVIDERS=true, saying what to set', () => {
    const prod = { NODE_ENV: 'production' };
    expect(() => loadConfig(prod)).toThrow(ConfigError);
    for (const line of [
      // Unset means dev: the default.
      /SMS_PROVIDER=undefined: .*set SMS_PROVIDER=aliyun .*or ALLOW_DEV_PROVIDERS=true/,
      /EMAIL_PROVIDER=undefined: .*set EMAIL_PROVIDER=smtp/,
      /WECHAT_LOGIN_PROVIDER=undefined: .*set WECHAT_LOGIN_PROVIDER=wechat/,
      /PAY_PROVIDERS=undefined: .*set PAY_PROVIDERS=wechat,alipay .*or ALLOW_DEV_PROVIDERS=true/,
    ])
      expect(() => loadConfig(prod)).toThrow(line);
    const real = {
      ...prod,
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '芯客',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      SMTP_FROM: 'no-reply@xinke.example',
      WECHAT_LOGIN_PROVIDER: 'wechat',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 's',
      PAY_PROVIDERS: 'alipay',
      ALIPAY_APP_ID: '2021000000000000',
      ALIPAY_PRIVATE_KEY: 'private-key-pem',
      ALIPAY_PUBLIC_KEY: 'alipay-public-key-pem',
    };
    expect(loadConfig(real).smsProvider).toBe('aliyun');
    // One dev channel left is enough to refuse.
    expect(() => loadConfig({ ...real, EMAIL_PROVIDER: 'dev' })).toThrow(/EMAIL_PROVIDER="dev"/);
    expect(() => loadConfig({ ...real, EMAIL_PROVIDER: 'dev' })).not.toThrow(/SMS_PROVIDER/);
    expect(loadConfig({ ...prod, ALLOW_DEV_PROVIDERS: 'true' }).smsProvider).toBe('dev');
    // Development and test keep the dev providers without asking.
    expect(loadConfig({ NODE_ENV: 'test' }).smsProvider).toBe('dev');
  });

  it('IMAGE_HOSTS: a list of host names, empty by default', () => {
    expect(loadConfig({}).imageHosts).toEqual([]);
    expect(loadConfig({ IMAGE_HOSTS: 'IMG.example.com, *.cdn.example.net' }).imageHosts).toEqual([
      'img.example.com',
      '*.cdn.example.net',
    ]);
    expect(() => loadConfig({ IMAGE_HOSTS: 'https://img.example.com/' })).toThrow(
      /IMAGE_HOSTS=.*host names separated by commas/,
    );
  });

  it('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp:// or smtps://) and SMTP_FROM', () => {
    const ok = loadConfig({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      SMTP_FROM: '芯客 <no-reply@xinke.example>',
    });
    expect(ok).toMatchObject({
      emailProvider: 'smtp',
      smtp: {
        url: 'smtps://mailer:p%40ss@smtp.example.com:465',
        from: '芯客 <no-reply@xinke.example>',
      },
    });
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_FROM: 'a@b.cn' })).toThrow(
      /SMTP_URL=undefined: required when EMAIL_PROVIDER=smtp/,
    );
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://h:25' })).toThrow(
      /SMTP_FROM=.*required when EMAIL_PROVIDER=smtp/,
    );
    expect(() =>
      loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://h:25', SMTP_FROM: 'nobody' }),
    ).toThrow(/SMTP_FROM="nobody": must contain an e-mail address/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'mailgun' })).toThrow(/EMAIL_PROVIDER=/);
  });

  it('a start-up error never shows a password or a secret', () => {
    let message = '';
    try {
      loadConfig({
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'https://mailer:hunter2@smtp.example.com',
        SMTP_FROM: 'a@b.cn',
        DATABASE_URL: 'mysql://root:hunter3@db/x',
        CODE_SECRET: 'hunter4',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('SMTP_URL="https://mailer:***@smtp.example.com"');
    expect(message).toContain('DATABASE_URL="mysql://root:***@db/x"');
    expect(message).not.toMatch(/hunter/);
  });

  it('requires the credentials of the chosen providers', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_ACCESS_KEY_ID/);
    expect(() => loadConfig({ WECHAT_LOGIN_PROVIDER: 'wechat' })).toThrow(/WECHAT_APP_SECRET/);
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(ConfigError);
  });
});

describe('loadConfig: object storage', () => {
  const S3 = {
    S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com/',
    S3_BUCKET: 'xinke-uploads',
    S3_ACCESS_KEY_ID: 'LTAI-id',
    S3_SECRET_ACCESS_KEY: 'hunter5',
  };

  it('is off by default: uploads stay in DATA_DIR', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, keys, region and addressing style', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      bucket: 'xinke-uploads',
      accessKeyId: 'LTAI-id',
      secretAccessKey: 'hunter5',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...S3, S3_REGION: 'oss-cn-hangzhou', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toMatchObject({ region: 'oss-cn-hangzhou', forcePathStyle: true });
  });

  it('refuses half a configuration, naming what is missing, never showing the secret', () => {
    let message = '';
    try {
      loadConfig({ S3_BUCKET: 'xinke-uploads', S3_SECRET_ACCESS_KEY: 'hunter5' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toContain('S3_ENDPOINT=undefined: required when S3_BUCKET, S3_SECRET');
    expect(message).toContain('S3_ACCESS_KEY_ID=');
    expect(message).not.toMatch(/hunter/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'oss-cn-hangzhou.aliyuncs.com' })).toThrow(
      /S3_ENDPOINT=.*must start with http/,
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /S3_FORCE_PATH_STYLE=/,
    );
  });
});
