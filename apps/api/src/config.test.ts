import { describe, expect, it } from 'vitest';
import { addressesToOpen, readConfig } from './config';

describe('the addresses npm start prints once the server is ready', () => {
  it('names the portal, the personal area, the CMS demo, the API reference and the mailbox', () => {
    const config = readConfig({ PORT: '8080', STATIC_DIR: '/srv/portal' });
    expect(addressesToOpen(config)).toEqual([
      ['Portal', 'http://localhost:8080/'],
      ['Personal area', 'http://localhost:8080/de-at/mein-lindner'],
      ['CMS demo', 'http://localhost:8080/cms-demo.html'],
      ['API', 'http://localhost:8080/api/portal'],
      ['API reference', 'http://localhost:8080/api/portal/reference'],
      ['Mailbox', 'http://localhost:8080/dev/mailbox'],
    ]);
  });

  it('names only what this configuration serves', () => {
    const config = readConfig({
      PUBLIC_URL: 'https://api.example.com/',
      NODE_ENV: 'production',
      SSO_DEV_PROVIDER: 'off',
      SSO_URL: 'https://sso.example.com',
    });
    expect(addressesToOpen(config)).toEqual([['API', 'https://api.example.com/api/portal']]);
  });
});
