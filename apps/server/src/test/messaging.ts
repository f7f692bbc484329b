import type { FastifyInstance } from 'fastify';
import { createMember } from './factories.js';

export type TestMember = Awaited<ReturnType<typeof createMember>>;

export const send = (app: FastifyInstance, from: TestMember, to: TestMember | number, messageText: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.auth,
    payload: { receiverId: typeof to === 'number' ? to : to.user.id, messageText },
  });
