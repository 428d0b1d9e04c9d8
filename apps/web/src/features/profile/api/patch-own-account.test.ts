import { AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { changePassword } from './change-password';

afterEach(() => {
  delete apiClient.defaults.adapter;
});

describe('changing the own account', () => {
  it('PATCHes the checked body to the role’s own resource and parses the answer', async () => {
    const sent: { method?: string; url?: string; body: unknown }[] = [];
    apiClient.defaults.adapter = async (config) => {
      sent.push({ method: config.method, url: config.url, body: JSON.parse(String(config.data)) });
      return {
        data: { message: 'Password changed.' },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    const input = { oldPassword: 'old secret', newPassword: 'three unrelated words' };

    await expect(changePassword('owner', 'acc-1', input)).resolves.toEqual({
      message: 'Password changed.',
    });
    expect(sent).toEqual([{ method: 'patch', url: '/owner/change-password/acc-1', body: input }]);
  });

  it('refuses a body its schema refuses, before sending anything', async () => {
    apiClient.defaults.adapter = () => Promise.reject(new Error('nothing should be sent'));
    await expect(
      changePassword('user', 'acc-1', { oldPassword: '', newPassword: 'x' }),
    ).rejects.toThrow(/required/);
  });
});
