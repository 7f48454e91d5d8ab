import { describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../testing/apiTestServer';
import { isLoopback } from './mailboxPage';

const server = apiTestServerPerFile({ resetEachTest: false });

describe('the development mailbox page', () => {
  it('answers loopback clients only, 404 for any other address', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const page = await server.app.inject({ url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.168.1.20', '10.0.0.1', '::ffff:8.8.8.8', '2001:db8::1']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.css']) {
        const page = await server.app.inject({ url, remoteAddress });
        expect(page.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(page.body).not.toContain('LINDNER');
      }
    }
  });

  it('counts only 127.0.0.0/8 and ::1 as loopback', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('127.0.0.1.evil')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
