/** Base64 of a string's UTF-8 bytes (`btoa` alone throws on non-Latin-1 text such as Urdu names). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The value of an `Authorization` header in Basic form for the given credentials. */
export function basicAuthorization(username: string, secret: string): string {
  return `Basic ${base64Utf8(`${username}:${secret}`)}`;
}
