/** Helpers for the blog's tests (tests only): members and admins, a cover upload, and the XML parser. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { fixture } from '../../services/images/fixtures/image-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

let counter = 0;

export async function registerMember(t: TestApp, name = 'Mia Member'): Promise<string> {
  const email = `member-${++counter}-${Date.now()}@example.com`;
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email, password: 'violet-otter-42' }, headers: { 'x-test-client-address': `203.0.113.${counter % 250}` } });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.token as string;
}

/** A member made an admin in the database (users.role), as an operator would. */
export async function registerAdmin(t: TestApp, name = 'Ada Admin'): Promise<string> {
  const token = await registerMember(t, name);
  const me = await t.call('GET', '/api/email-auth/user', { token });
  await t.client.execute({ sql: "UPDATE users SET role = 'admin' WHERE id = ?", args: [me.data.id] });
  return token;
}

/** Uploads a small PNG through POST /api/uploads/images as the token's member; the upload's id. */
export async function uploadCover(t: TestApp, token: string): Promise<string> {
  const response = await t.app.request('http://127.0.0.1/api/uploads/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: fixture('transparent.png') as BodyInit,
    duplex: 'half',
  } as RequestInit);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function countPosts(t: TestApp): Promise<number> {
  const result = await t.client.execute('SELECT count(*) AS n FROM blog_posts');
  return Number(result.rows[0]!.n);
}

/** Parses XML strictly: a document that is not well-formed fails the test with the parser's reason. */
export function parseXml(text: string): any {
  const valid = XMLValidator.validate(text);
  expect(valid, typeof valid === 'object' ? JSON.stringify(valid.err) : '').toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'url', 'category', 'link'].includes(name) }).parse(text);
}
