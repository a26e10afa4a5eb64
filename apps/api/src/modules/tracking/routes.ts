import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export async function trackingRoutes(_app: FastifyInstance, _opts: { ctx: AppContext }) {}
