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
