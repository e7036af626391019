/**
 * The avatar upload: checked here first (size, and the type by the file's first bytes, as the
 * server checks it again), then sent as base64 JSON to POST /api/account/avatar.
 */

/** The largest picture, as on the server (src/avatars/image.ts). */
export const avatarMaxBytes = 2 * 1024 * 1024;

export type AvatarProblem = 'tooLarge' | 'unsupported' | 'invalid' | 'failed';
export type AvatarUploadResult = { ok: true; imageFileId: string } | { ok: false; problem: AvatarProblem };

/** Whether the bytes start like a PNG, JPEG or WebP file (the name and the browser's type are not asked). */
export function looksLikeImage(head: Uint8Array): boolean {
  const at = (i: number) => head[i];
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b))
    return true;
  if (head.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return true;
  return head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/** The reason a chosen file will be refused, before it is sent; null when it may go. */
export async function checkAvatarFile(file: Blob): Promise<AvatarProblem | null> {
  if (file.size > avatarMaxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return looksLikeImage(head) ? null : 'unsupported';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The server's answer codes, in the page's words. */
export function avatarProblemOf(status: number): AvatarProblem {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupported';
  if (status === 422) return 'invalid';
  return 'failed';
}

export async function uploadAvatar(file: Blob, fetchFn: typeof fetch = fetch): Promise<AvatarUploadResult> {
  const problem = await checkAvatarFile(file);
  if (problem) return { ok: false, problem };
  const data = toBase64(new Uint8Array(await file.arrayBuffer()));
  try {
    const response = await fetchFn('/api/account/avatar', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!response.ok) return { ok: false, problem: avatarProblemOf(response.status) };
    const body = (await response.json()) as { imageFileId?: string };
    return body.imageFileId ? { ok: true, imageFileId: body.imageFileId } : { ok: false, problem: 'failed' };
  } catch {
    return { ok: false, problem: 'failed' };
  }
}
