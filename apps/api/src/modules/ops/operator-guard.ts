import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { SESSION_EXPIRED } from '../../plugins/auth';
import { findUserById } from '../users/users-repository';
import type { Actor } from './audit-log';

const actors = new WeakMap<FastifyRequest, Actor>();

/**
 * Every route of `scope` needs an operator's live sign-in (an access token minted after password and TOTP):
 * the same bearer header as every other route, no second way in. The operator is loaded once per request for
 * the audit log.
 */
export function requireOperator(scope: FastifyInstance, app: FastifyInstance, db: Db): void {
  scope.addHook('preHandler', app.authenticate);
  scope.addHook('preHandler', app.requireRole('operator'));
  scope.addHook('preHandler', async (request: FastifyRequest) => {
    const user = await findUserById(db, request.user.sub);
    if (!user || user.role !== 'operator') throw new AppError('unauthorized', SESSION_EXPIRED);
    actors.set(request, { id: user.id, email: user.email });
  });
}

/** The signed-in operator of a request that passed requireOperator. */
export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new AppError('unauthorized', SESSION_EXPIRED);
  return actor;
}
