import {
  discordDraft,
  discordInput,
  hasDiscordErrors,
  telegramDraft,
  telegramInput,
  validateDiscord,
  validateTelegram,
} from './settingsDraft';

describe('Telegram settings', () => {
  it('needs a token until one is stored, and a chat id or @name', () => {
    const draft = telegramDraft(undefined);
    expect(validateTelegram(draft, false)).toEqual({ botToken: 'required', chatId: 'required' });
    expect(validateTelegram({ ...draft, chatId: 'members' }, true)).toEqual({ chatId: 'chatId' });
    expect(validateTelegram({ ...draft, chatId: '-1001234567890' }, true)).toEqual({});
    expect(validateTelegram({ ...draft, chatId: '@finfree_members' }, true)).toEqual({});
  });

  it('sends no token when the field is left empty (the stored one is kept)', () => {
    expect(telegramInput({ botToken: ' ', chatId: ' -100123 ', enabled: true })).toEqual({
      chatId: '-100123',
      enabled: true,
    });
    expect(telegramInput({ botToken: '123:abc', chatId: '-1', enabled: false })).toEqual({
      botToken: '123:abc',
      chatId: '-1',
      enabled: false,
    });
  });
});

describe('Discord settings', () => {
  const stored = {
    configured: true,
    enabled: true,
    tokenSet: true,
    clientId: '111111111111111111',
    clientSecretSet: true,
    guildId: '222222222222222222',
    channelId: '333333333333333333',
    roles: [{ planId: 'plan_gone', roleId: '444444444444444444' }],
    health: null,
    checkedAt: null,
  };

  it('starts from the stored settings, secrets empty', () => {
    const draft = discordDraft(stored);
    expect(draft).toMatchObject({ botToken: '', clientSecret: '', guildId: stored.guildId });
    expect(draft.roles).toEqual({ plan_gone: '444444444444444444' });
    expect(hasDiscordErrors(validateDiscord(draft, stored))).toBe(false);
  });

  it('refuses ids that are not digits, and missing secrets until stored', () => {
    const draft = { ...discordDraft(undefined), guildId: 'my server', roles: { p1: 'admin' } };
    const errors = validateDiscord(draft, { tokenSet: false, clientSecretSet: false });
    expect(errors.fields).toEqual({
      botToken: 'required',
      clientSecret: 'required',
      clientId: 'required',
      guildId: 'id',
      channelId: 'required',
    });
    expect(errors.roles).toEqual({ p1: 'id' });
  });

  it('sends a role per plan that has one, keeps roles of unlisted plans, omits empty secrets', () => {
    const draft = {
      ...discordDraft(stored),
      roles: { ...discordDraft(stored).roles, p1: ' 5555555555 ', p2: '' },
    };
    const input = discordInput(draft, ['p1', 'p2']);
    expect(input.roles).toEqual([
      { planId: 'p1', roleId: '5555555555' },
      { planId: 'plan_gone', roleId: '444444444444444444' },
    ]);
    expect(input).not.toHaveProperty('botToken');
    expect(input).not.toHaveProperty('clientSecret');
  });
});
