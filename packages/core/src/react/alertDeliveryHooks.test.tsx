import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, createTestServer } from '../test/helpers';
import { setupHooks } from '../test/wrapper';
import {
  usePushDevices,
  usePushKey,
  useRegisterPushDevice,
  useRemovePushDevice,
  useSendTestPush,
} from './pushHooks';
import { useSnoozes, useSnoozeTrade, useUnsnoozeTrade } from './snoozeHooks';

const server = createTestServer();

const device = (id: string, name: string) => ({
  id,
  name,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  lastPushAt: null,
});

describe('snooze hooks', () => {
  it('snoozing and resuming a trade send its duration and refresh the snoozes', async () => {
    let items: { tradeId: string; until: string | null }[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/notifications/snoozes`, () => HttpResponse.json({ items })),
      http.put(`${API}/notifications/snoozes/:tradeId`, async ({ request, params }) => {
        bodies.push(await request.json());
        const snooze = { tradeId: String(params.tradeId), until: null };
        items = [snooze];
        return HttpResponse.json(snooze);
      }),
      http.delete(`${API}/notifications/snoozes/:tradeId`, ({ params }) => {
        items = items.filter((s) => s.tradeId !== params.tradeId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { wrapper } = setupHooks();
    const { result } = renderHook(
      () => ({ snoozes: useSnoozes(), snooze: useSnoozeTrade(), resume: useUnsnoozeTrade() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.snoozes.data).toEqual([]));
    await act(() => result.current.snooze.mutateAsync({ tradeId: 't1', for: 'close' }));
    expect(bodies).toEqual([{ for: 'close' }]);
    await waitFor(() =>
      expect(result.current.snoozes.data).toEqual([{ tradeId: 't1', until: null }]),
    );
    await act(() => result.current.resume.mutateAsync('t1'));
    await waitFor(() => expect(result.current.snoozes.data).toEqual([]));
  });
});

describe('push device hooks', () => {
  it('read the key, and registering or removing a device refreshes the device list', async () => {
    let devices = [device('d1', 'Chrome on Android')];
    const posted: unknown[] = [];
    const tested: string[] = [];
    server.use(
      http.get(`${API}/notifications/push/key`, () => HttpResponse.json({ publicKey: 'BKey' })),
      http.get(`${API}/notifications/push/devices`, () => HttpResponse.json({ items: devices })),
      http.post(`${API}/notifications/push/devices`, async ({ request }) => {
        posted.push(await request.json());
        const added = device('d2', 'Safari on iPhone');
        devices = [...devices, added];
        return HttpResponse.json(added, { status: 201 });
      }),
      http.delete(`${API}/notifications/push/devices/:id`, ({ params }) => {
        devices = devices.filter((d) => d.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/notifications/push/devices/:id/test`, ({ params }) => {
        tested.push(String(params.id));
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const { wrapper } = setupHooks();
    const { result } = renderHook(
      () => ({
        key: usePushKey(),
        devices: usePushDevices(),
        register: useRegisterPushDevice(),
        remove: useRemovePushDevice(),
        test: useSendTestPush(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.key.data).toBe('BKey'));
    await waitFor(() => expect(result.current.devices.data).toHaveLength(1));
    const subscription = {
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'p', auth: 'a' },
      name: 'Safari on iPhone',
    };
    const added = await act(() => result.current.register.mutateAsync(subscription));
    expect(added.id).toBe('d2');
    expect(posted).toEqual([subscription]);
    await waitFor(() => expect(result.current.devices.data).toHaveLength(2));
    await act(() => result.current.test.mutateAsync('d2'));
    expect(tested).toEqual(['d2']);
    await act(() => result.current.remove.mutateAsync('d1'));
    await waitFor(() => expect(result.current.devices.data?.map((d) => d.id)).toEqual(['d2']));
  });
});
