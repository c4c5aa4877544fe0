import webpush from 'web-push';
import { generateVapidKeys } from '../../../../config';
import { postPush } from '../push.jobs';
import { type PushStandin, startPushStandin } from './push-standin';

describe('the push service stand-in checks what a real one does', () => {
  const vapid = generateVapidKeys();
  const subject = 'mailto:alerts@finfree.example';
  let standin: PushStandin;

  beforeAll(async () => {
    standin = await startPushStandin({ vapidPublicKey: vapid.publicKey });
  });
  afterAll(() => standin.close());

  const details = (
    endpoint: string,
    sub: { keys: { p256dh: string; auth: string } },
    keys = vapid,
    options: { topic?: string } = {},
  ) =>
    webpush.generateRequestDetails({ endpoint, keys: sub.keys }, '{"v":1}', {
      vapidDetails: { subject, ...keys },
      TTL: 60,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      ...options,
    });
  const send = async (d: webpush.RequestDetails) => {
    const before = standin.rejected.length;
    const status = await postPush(d, 5_000);
    return { status, reason: standin.rejected.slice(before)[0]?.reason };
  };

  it('accepts a signed, encrypted message and decrypts it', async () => {
    const sub = standin.subscribe();
    expect((await send(details(sub.endpoint, sub, vapid, { topic: 'abc' }))).status).toBe(201);
    expect(standin.delivered.at(-1)).toMatchObject({ subscriptionId: sub.id, payload: { v: 1 } });
  });

  it('refuses a key other than the subscription’s (403) and a forged signature (401)', async () => {
    const sub = standin.subscribe();
    const other = generateVapidKeys();
    expect(await send(details(sub.endpoint, sub, other))).toMatchObject({ status: 403 });
    const forged = details(sub.endpoint, sub, other);
    forged.headers.Authorization = String(forged.headers.Authorization).replace(
      /k=.*$/,
      `k=${vapid.publicKey}`,
    );
    expect(await send(forged)).toMatchObject({ status: 401, reason: /signature/ });
  });

  it('refuses a token for another audience', async () => {
    const sub = standin.subscribe();
    const d = details(`https://fcm.googleapis.com/push/${sub.id}`, sub);
    expect(await send({ ...d, endpoint: sub.endpoint })).toMatchObject({
      status: 401,
      reason: /aud/,
    });
  });

  it('refuses a message without TTL, with a bad Urgency or Topic, or that does not decrypt', async () => {
    const sub = standin.subscribe();
    const noTtl = details(sub.endpoint, sub);
    delete noTtl.headers.TTL;
    expect(await send(noTtl)).toMatchObject({ status: 400, reason: /TTL/ });
    const urgent = details(sub.endpoint, sub);
    urgent.headers.Urgency = 'now';
    expect(await send(urgent)).toMatchObject({ status: 400, reason: /Urgency/ });
    const topic = details(sub.endpoint, sub);
    topic.headers.Topic = 'x'.repeat(33);
    expect(await send(topic)).toMatchObject({ status: 400, reason: /Topic/ });
    const other = standin.subscribe();
    const wrongKeys = details(sub.endpoint, other);
    expect(await send(wrongKeys)).toMatchObject({ status: 400, reason: /decrypt/ });
  });

  it('holds messages of an offline device, the newest of each Topic, and delivers them on line', async () => {
    const sub = standin.subscribe();
    standin.setOffline(sub.id, true);
    for (const topic of ['a', 'b', 'a']) await send(details(sub.endpoint, sub, vapid, { topic }));
    await send(details(sub.endpoint, sub));
    expect(standin.delivered.filter((d) => d.subscriptionId === sub.id)).toHaveLength(0);
    standin.setOffline(sub.id, false);
    const got = standin.delivered.filter((d) => d.subscriptionId === sub.id);
    expect(got.map((d) => d.headers.topic ?? null)).toEqual(['b', 'a', null]);
  });
});
