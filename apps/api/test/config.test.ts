import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const BASE = { DATA_DIR: '/tmp/logisaathi-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL: e-mailed links need it', () => {
    expect(() => loadConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({
        ...BASE,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://logisaathi.in/',
        PLATFORM_GSTIN: '07AAACL1234C1Z7',
      }).linkBaseUrl,
    ).toBe('https://logisaathi.in');
  });

  it('hashes passwords at OWASP’s argon2id minimums unless told otherwise, and never below them in production', () => {
    expect(loadConfig(BASE).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(
      loadConfig({ ...BASE, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' }).passwordHash,
    ).toEqual({ memoryKib: 65_536, passes: 3 });
    expect(() => loadConfig({ ...BASE, PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB/,
    );
    expect(() => loadConfig({ ...BASE, PASSWORD_HASH_PASSES: '0' })).toThrow(/PASSWORD_HASH_PASSES/);
    const production = {
      ...BASE,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://logisaathi.in/',
      PLATFORM_GSTIN: '07AAACL1234C1Z7',
    };
    expect(loadConfig(production).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(/OWASP/);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_PASSES: '1' })).toThrow(/OWASP/);
  });

  it('builds links from its own address on a development machine, never from a request', () => {
    expect(loadConfig({ ...BASE, PORT: '4000' }).linkBaseUrl).toBe('http://localhost:4000');
  });

  it('starts with the labelled sample operator and reverse charge when nothing is set', () => {
    const { platform } = loadConfig(BASE);
    expect(platform).toMatchObject({
      isSample: true,
      gstin: '07AAFCL0001A1ZJ',
      pan: 'AAFCL0001A',
      state: { code: '07', name: 'Delhi' },
      taxModel: 'rcm-5',
      sac: '996511',
      partnerCommissionPercent: 10,
    });
  });

  it('takes the operator from the environment and checks GSTIN, PAN and state together', () => {
    const set = {
      ...BASE,
      PLATFORM_GSTIN: '06aaacl1234c1z9',
      GTA_TAX_MODEL: 'fcm-18',
      UPI_VPA: 'ops@okhdfc',
    };
    expect(loadConfig(set).platform).toMatchObject({
      isSample: false,
      gstin: '06AAACL1234C1Z9',
      pan: 'AAACL1234C',
      state: { code: '06', name: 'Haryana' },
      taxModel: 'fcm-18',
      upiVpa: 'ops@okhdfc',
    });
    expect(() => loadConfig({ ...BASE, PLATFORM_GSTIN: '06AAACL1234C1Z8' })).toThrow(/check character/);
    expect(() => loadConfig({ ...set, PLATFORM_PAN: 'AAACL1235C' })).toThrow(/PLATFORM_PAN/);
    expect(() => loadConfig({ ...set, PLATFORM_STATE_CODE: '07' })).toThrow(/PLATFORM_STATE_CODE/);
    expect(() => loadConfig({ ...BASE, GTA_TAX_MODEL: 'gst-28' })).toThrow(/GTA_TAX_MODEL/);
    expect(() => loadConfig({ ...BASE, GTA_SAC: '9965' })).toThrow(/GTA_SAC/);
    expect(() => loadConfig({ ...BASE, UPI_VPA: 'not a vpa' })).toThrow(/UPI_VPA/);
  });

  it('refuses the sample operator in production', () => {
    const prod = { ...BASE, NODE_ENV: 'production', PUBLIC_URL: 'https://logisaathi.in' };
    expect(() => loadConfig(prod)).toThrow(/PLATFORM_GSTIN/);
    expect(loadConfig({ ...prod, PLATFORM_GSTIN: '07AAACL1234C1Z7' }).platform.isSample).toBe(false);
  });
});
