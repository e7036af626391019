/**
 * Who reads a manager's PDF (a vehicle's dossier, a damage's claim) and in which language: signed
 * in, the password changed, a manager of a client; `?lang=` one of the five, else their own. The
 * refusal is sent here (401, 403, 400 on `lang`) and null returned.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../areas/accounts/settings.js';
import type { SessionCookies } from '../http/sessionCookie.js';

export async function managerPdfReader(
  cookies: SessionCookies,
  request: FastifyRequest<{ Querystring: { lang?: string } }>,
  reply: FastifyReply,
): Promise<{ userId: string; clientId: string; language: Language } | null> {
  const refuse = async (status: number, body: Record<string, string>) => {
    await reply.code(status).send(body);
    return null;
  };
  const user = (await cookies.currentSession(request, reply))?.user;
  if (!user) return refuse(401, { error: 'UNAUTHORIZED' });
  if (user.mustChangePassword) return refuse(403, { error: 'PASSWORD_CHANGE_REQUIRED' });
  if (user.role !== 'manager' || !user.clientId) return refuse(403, { error: 'FORBIDDEN' });
  const lang = request.query.lang;
  if (lang !== undefined && !(LANGUAGES as readonly string[]).includes(lang))
    return refuse(400, { error: 'BAD_REQUEST', field: 'lang' });
  return {
    userId: user.id,
    clientId: user.clientId,
    language: (lang as Language | undefined) ?? user.language,
  };
}
