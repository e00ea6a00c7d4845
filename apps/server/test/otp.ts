import type { FastifyInstance } from 'fastify';

/** The newest code the dev SMS adapter "sent" to a phone. */
export async function readOtp(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` });
  const text: string | undefined = res.json().messages?.[0]?.text;
  const code = text ? /\b(\d{6})\b/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`no OTP in the outbox for ${phone}: ${text}`);
  return code;
}

export function post(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
