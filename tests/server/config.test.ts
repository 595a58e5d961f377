import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, PGlite in ./data, rate limits on, no CORS origins', () => {
    const config = loadConfig({}, '/srv/korero');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/korero/data',
      databaseUrl: undefined,
      corsOrigins: [],
      logLevel: 'info',
      rateLimit: { enabled: true, chatMax: 120, contactsMax: 30, sourcesMax: 30, windowMs: 60_000 },
      clientDir: '/srv/korero/dist',
      answer: { kind: 'extractive' },
      publicUrl: 'http://localhost:3000',
      publicUrlFixed: false,
    });
  });

  it('takes the public URL from PUBLIC_URL, else from HOST and PORT as a browser would type them', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4100' }, '/srv').publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }, '/srv').publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }, '/srv').publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://chat.acme.example/', PORT: '8080' }, '/srv')).toMatchObject({
      publicUrl: 'https://chat.acme.example',
      publicUrlFixed: true,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://acme.example/korero/' }, '/srv').publicUrl).toBe('https://acme.example/korero');
  });

  it('reads every override', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/korero',
        DATABASE_URL: 'postgres://korero@db:5432/korero',
        CORS_ORIGINS: 'https://a.example, https://b.example:8443',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        RATE_LIMIT_CHAT_MAX: '10',
        RATE_LIMIT_CONTACTS_MAX: '5',
        RATE_LIMIT_SOURCES_MAX: '7',
        RATE_LIMIT_WINDOW_MS: '30000',
        DEMO_OPERATOR_KEY: 'a-long-enough-operator-key',
        TRUST_PROXY: 'yes',
      },
      '/srv/korero',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/korero',
      databaseUrl: 'postgres://korero@db:5432/korero',
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      logLevel: 'warn',
      rateLimit: { enabled: false, chatMax: 10, contactsMax: 5, sourcesMax: 7, windowMs: 30_000 },
      demoOperatorKey: 'a-long-enough-operator-key',
      trustProxy: true,
    });
  });

  it("sets a console session's lifetime in hours, or in seconds when SESSION_TTL_SECONDS is set", () => {
    expect(loadConfig({}, '/srv').team.sessionTtlMs).toBe(12 * 60 * 60 * 1000);
    expect(loadConfig({ SESSION_TTL_HOURS: '2' }, '/srv').team.sessionTtlMs).toBe(2 * 60 * 60 * 1000);
    expect(loadConfig({ SESSION_TTL_HOURS: '2', SESSION_TTL_SECONDS: '90' }, '/srv').team.sessionTtlMs).toBe(90_000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ CORS_ORIGINS: 'https://a.example/path' }, /not an origin/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, /RATE_LIMIT_ENABLED/],
    [{ RATE_LIMIT_CHAT_MAX: '0' }, /RATE_LIMIT_CHAT_MAX/],
    [{ RATE_LIMIT_SOURCES_MAX: 'many' }, /RATE_LIMIT_SOURCES_MAX/],
    [{ DEMO_OPERATOR_KEY: 'short' }, /DEMO_OPERATOR_KEY/],
    [{ SESSION_TTL_SECONDS: '1' }, /SESSION_TTL_SECONDS/],
    [{ SESSION_TTL_SECONDS: 'soon' }, /SESSION_TTL_SECONDS/],
    [{ KORERO_LLM_PROVIDER: 'skynet' }, /KORERO_LLM_PROVIDER/],
    [{ PUBLIC_URL: 'chat.acme.example' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ PUBLIC_URL: 'ftp://chat.acme.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://chat.acme.example/?x=1' }, /PUBLIC_URL/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env, '/srv/korero')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv/korero')).toThrow(message);
  });
});
