import type { FastifyReply } from 'fastify';

/** Answers 204 with no body once `work` is done (its error, if any, answers instead). */
export async function noContent(
  reply: FastifyReply,
  work: Promise<unknown>,
): Promise<FastifyReply> {
  await work;
  return reply.code(204).send(null);
}
