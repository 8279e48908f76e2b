/**
 * A client's address as a proxy or the socket gives it, made plain before any limit counts it (rate-limit.ts,
 * addressGroup): a port removed (`1.2.3.4:40001`, `[2001:db8::1]:40001`, as some proxies write X-Forwarded-For),
 * brackets unwrapped, an IPv6 zone (`%eth0`) dropped, lower case, and an IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) as the IPv4 address. Without this, each new source port would count as a new client.
 */
export function plainAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? '';
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort) address = ipv4WithPort[1] ?? address;
  address = (address.split('%')[0] ?? address).toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  return mapped?.[1] ?? address;
}
