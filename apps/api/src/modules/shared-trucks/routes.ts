import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function sharedTrucksRoutes(_app: FastifyInstance, _opts: { ctx: AppContext }) {}
