import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import sharp from 'sharp';
import { newChallenge } from '../core/captcha/altcha.js';

/** A solved ALTCHA challenge for the x-altcha header (each may be spent once). */
export async function altchaHeader(app: FastifyInstance): Promise<{ 'x-altcha': string }> {
  const c = await newChallenge(app.env);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return { 'x-altcha': Buffer.from(JSON.stringify(payload)).toString('base64') };
}

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  image?: { bytes: Buffer; type: string; name: string; field?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) {
    form.append(image.field ?? 'image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const pngImage = (size = 32) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

let seq = 0;
/** A complete, valid registration form (the normal password path, region US). */
export const validSignup = (overrides: Record<string, string> = {}): Record<string, string> => {
  seq += 1;
  return {
    title: 'Dr.',
    firstName: 'Jane',
    lastName: 'Doe',
    region: 'US',
    email: `jane.doe${seq}.${Date.now()}@example.test`,
    password: 'Alveolar-Lung-42',
    hcpConfirmation: 'true',
    privacyRead: 'true',
    tcRead: 'true',
    ...overrides,
  };
};

export async function signUpViaApi(
  app: FastifyInstance,
  fields: Record<string, string>,
  opts: { remoteAddress?: string } = {},
) {
  const body = await multipart(fields);
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body.payload,
    headers: { ...body.headers, ...(await altchaHeader(app)) },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** The newest mail to an address, and the token of the link in it (verifyEmail or resetpassword). */
export async function latestMail(app: FastifyInstance, to: string) {
  const mail = await app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const token = mail ? /\/(?:verifyEmail|resetpassword)\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
  return { mail, token };
}

/** Registers through the API and clicks the e-mail link: the member then waits in the queue. */
export async function registerAndVerifyEmail(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const fields = validSignup(overrides);
  const res = await signUpViaApi(app, fields);
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  const { token } = await latestMail(app, fields.email!);
  const verify = await app.inject({ method: 'POST', url: '/api/user/verifyUser', payload: { recoveryToken: token } });
  return { fields, verify };
}
