import { withServer } from './serverClient';

/** The badge counts as the server answers them to a session cookie (a second, independent client). */
export function serverBadges(
  server: { url: string; port: number },
  sessionCookie: string,
): Promise<{ tasks: number; inspections: number; compliance: number }> {
  return withServer(server, sessionCookie, (client) => client.my.myNavBadges.query());
}
