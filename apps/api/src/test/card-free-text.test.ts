import { count, eq } from 'drizzle-orm';
import { contactMessages, users } from '../db/schema';
import { CARD_SPELLINGS, ORDINARY_NUMBERS } from './card-formats';
import { serverDbKinds, useTestContext } from './helpers';

describe.each(serverDbKinds)('card numbers in free text on %s', (kind) => {
  const t = useTestContext(kind);

  /** Sends `text` as a contact message and as the member's profile name. */
  const submit = async (token: string, subject: string, text: string) => ({
    contact: await t.request({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Ann', email: 'ann@example.com', subject, message: text },
    }),
    name: await t.request({
      method: 'PATCH',
      url: '/v1/users/me',
      token,
      payload: { name: text },
    }),
  });
  const stored = async () =>
    (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

  it('refuses every spelling of a card number in the contact form and the profile name, storing nothing', async () => {
    const user = await t.createUser();
    const token = await t.tokenOf(user);
    const [before] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    const messages = await stored();
    const passed: string[] = [];
    for (const [label, text] of CARD_SPELLINGS) {
      const { contact, name } = await submit(token, 'My card', text);
      for (const [where, res] of [
        ['contact', contact],
        ['name', name],
      ] as const) {
        if (res.statusCode !== 400 || res.json().message !== 'Raw card data is not accepted')
          passed.push(`${label} (${where}): ${res.statusCode}`);
      }
    }
    console.info(
      `${CARD_SPELLINGS.length - new Set(passed.map((p) => p.split(' (')[0])).size} of ${CARD_SPELLINGS.length} spellings refused by the contact form and the profile name`,
    );
    expect(passed).toEqual([]);
    expect(await stored()).toBe(messages);
    const [after] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it('accepts ordinary numbers in the contact form and the profile name', async () => {
    const user = await t.createUser();
    const token = await t.tokenOf(user);
    const messages = await stored();
    const refused: string[] = [];
    for (const [label, text] of ORDINARY_NUMBERS) {
      const { contact, name } = await submit(token, 'Numbers', text);
      if (contact.statusCode !== 202) refused.push(`${label} (contact): ${contact.statusCode}`);
      if (name.statusCode !== 200 || name.json().name !== text)
        refused.push(`${label} (name): ${name.statusCode}`);
    }
    console.info(
      `${ORDINARY_NUMBERS.length - new Set(refused.map((p) => p.split(' (')[0])).size} of ${ORDINARY_NUMBERS.length} ordinary numbers accepted`,
    );
    expect(refused).toEqual([]);
    expect(await stored()).toBe(messages + ORDINARY_NUMBERS.length);
  });
});
