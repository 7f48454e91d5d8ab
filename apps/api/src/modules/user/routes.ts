import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { toUser } from './userData';

/** `GET /user`: the caller, from the access token and nothing else. */
export async function userRoutes(app: FastifyInstance) {
  app.get('/user', async (request) => success(toUser(callerOf(request))));
}
