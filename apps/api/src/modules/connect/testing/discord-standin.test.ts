import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { bodyProblems, type DiscordStandin, startDiscordStandin } from './discord-standin';

describe('the Discord stand-in', () => {
  let standin: DiscordStandin;
  beforeAll(async () => {
    standin = await startDiscordStandin({ timeScale: 50 });
  });
  afterAll(async () => {
    await standin.close();
  });

  it('refuses bodies outside the operations of Discord’s OpenAPI description (50035)', async () => {
    const bot = (path: string, body: object) =>
      fetch(`${standin.apiUrl}/v10${path}`, {
        method: 'POST',
        headers: { authorization: `Bot ${standin.botToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const unknown = await bot(`/channels/${standin.channelId}/messages`, { text: 'hi' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: 50035,
      errors: { text: expect.anything() },
    });
    expect(
      bodyProblems({ required: ['access_token'], properties: ['access_token', 'nick'] }, {}),
    ).toEqual({ access_token: 'This field is required' });
    expect(
      bodyProblems(
        {
          required: [],
          properties: ['message_reference'],
          nested: { message_reference: { required: ['message_id'], properties: ['message_id'] } },
        },
        { message_reference: { id: '1' } },
      ),
    ).toEqual({
      'message_reference.message_id': 'This field is required',
      'message_reference.id': 'Unknown field',
    });
    // A route Finfree does not use is not served.
    expect((await fetch(`${standin.apiUrl}/v10/gateway`)).status).toBe(404);
  });

  it('limits role changes per guild with Discord’s headers; @discordjs/rest keeps the pace', async () => {
    standin.reset();
    const role = standin.addRole('Members', 2);
    const users = Array.from({ length: 25 }, (_, i) => standin.addUser(`u${i}`));
    for (const u of users) standin.addMember(u.id);
    const raw = await fetch(
      `${standin.apiUrl}/v10${Routes.guildMemberRole(standin.guildId, users[0]!.id, role.id)}`,
      { method: 'PUT', headers: { authorization: `Bot ${standin.botToken}` } },
    );
    expect(raw.status).toBe(204);
    expect(raw.headers.get('x-ratelimit-limit')).toBe('10');
    expect(raw.headers.get('x-ratelimit-remaining')).toBe('9');
    expect(Number(raw.headers.get('x-ratelimit-reset-after'))).toBeLessThanOrEqual(0.2);
    expect(raw.headers.get('x-ratelimit-bucket')).toBeTruthy();
    standin.exhaustRoleChanges();
    const limited = await fetch(
      `${standin.apiUrl}/v10${Routes.guildMemberRole(standin.guildId, users[1]!.id, role.id)}`,
      { method: 'PUT', headers: { authorization: `Bot ${standin.botToken}` } },
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ global: false, retry_after: expect.any(Number) });

    const rest = new REST({ api: standin.apiUrl, version: '10' }).setToken(standin.botToken);
    const started = Date.now();
    for (const u of users) await rest.put(Routes.guildMemberRole(standin.guildId, u.id, role.id));
    // 25 changes at 10 per 200 ms window: at least two windows waited.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * standin.windowMs);
    for (const u of users) expect(standin.rolesOf(u.id)).toEqual([role.id]);
    // In the order sent: the first raw change, then the 25 of the client.
    expect(standin.roleChanges.slice(1).map((c) => c.userId)).toEqual(users.map((u) => u.id));
  });
});
