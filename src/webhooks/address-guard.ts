import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** One parsed CIDR range: its network address and prefix length. */
export type Cidr = readonly [IpAddress, number];

/** Ranges exempted from the SSRF guard (`PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS`). */
export type CidrList = readonly Cidr[];

/** Result of parsing `PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS`. */
export type CidrListResult = { ok: true; cidrs: CidrList } | { ok: false; problem: string };

/** Result of validating a webhook URL at registration time. */
export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

/** Options of `checkWebhookUrl`; `resolve` replaces DNS in tests. */
export type WebhookUrlCheckOptions = {
  allowHttp: boolean;
  allowedCidrs: CidrList;
  resolve?: (host: string) => Promise<string[]>;
};

/** Longest accepted webhook URL, in UTF-16 code units of the submitted string. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

// Registration must not hang on a slow resolver; a name that takes longer is treated as unresolvable.
const RESOLVE_TIMEOUT_MS = 5_000;

const cidrs = (list: readonly string[]): Cidr[] => list.map((text) => ipaddr.parseCIDR(text));

// ipaddr.js range() already names all of these; listing them again keeps the guard exhaustive
// even if a future ipaddr.js reclassifies a range, and adds the few it does not know about.
const FORBIDDEN_V4 = cidrs([
  '0.0.0.0/8', // "this network", includes the unspecified address
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT; Alibaba Cloud metadata 100.100.100.200 lives here
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local; AWS/GCP/Azure metadata 169.254.169.254
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments; Oracle Cloud metadata 192.0.0.192
  '192.0.2.0/24', // TEST-NET-1
  '192.31.196.0/24', // AS112
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '192.175.48.0/24', // AS112
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // TEST-NET-2
  '203.0.113.0/24', // TEST-NET-3
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, includes 255.255.255.255
  '168.63.129.16/32', // Azure WireServer: public-looking, but the host platform's agent endpoint
]);

// Only 2000::/3 is allocated as global unicast; everything outside it (::/8 with the deprecated
// IPv4-compatible form, 64:ff9b:1::/48, 100::/64, 5f00::/16, fc00::/7, fe80::/10, fec0::/10,
// ff00::/8) is refused without further thought.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const FORBIDDEN_V6 = cidrs([
  '2001::/23', // IETF protocol assignments (benchmarking, ORCHID, AMT, AS112); Teredo handled first
  '2001:db8::/32', // documentation
  '2620:4f:8000::/48', // AS112
  '3fff::/20', // documentation
]);

// Forms whose packets end up at an IPv4 address: the embedded IPv4 decides.
const IPV4_MAPPED = ipaddr.parseCIDR('::ffff:0:0/96');
const IPV4_TRANSLATED = ipaddr.parseCIDR('::ffff:0:0:0/96');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16');
const TEREDO = ipaddr.parseCIDR('2001::/32');

const METADATA_HOSTNAMES: ReadonlySet<string> = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

function inRange(address: IpAddress, [network, bits]: Cidr): boolean {
  // ipaddr.js throws when the families differ, so compare kinds first.
  return address.kind() === network.kind() && address.match(network, bits);
}

function inAny(address: IpAddress, ranges: readonly Cidr[]): boolean {
  return ranges.some((range) => inRange(address, range));
}

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([(high >> 8) & 0xff, high & 0xff, (low >> 8) & 0xff, low & 0xff]);
}

function isForbiddenV4(address: ipaddr.IPv4): boolean {
  return address.range() !== 'unicast' || inAny(address, FORBIDDEN_V4);
}

function isForbiddenV6(address: ipaddr.IPv6): boolean {
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = address.parts;
  if (inRange(address, IPV4_MAPPED) || inRange(address, IPV4_TRANSLATED) || inRange(address, NAT64_WELL_KNOWN)) {
    return isForbiddenV4(ipv4FromWords(p6, p7));
  }
  if (inRange(address, SIX_TO_FOUR)) return isForbiddenV4(ipv4FromWords(p1, p2));
  if (inRange(address, TEREDO)) {
    // RFC 4380: the server's IPv4 is bits 32-63, the client's is the last 32 bits inverted.
    const server = ipv4FromWords(p2, p3);
    const client = ipv4FromWords(~p6 & 0xffff, ~p7 & 0xffff);
    return isForbiddenV4(server) || isForbiddenV4(client);
  }
  return !inRange(address, GLOBAL_UNICAST_V6) || address.range() !== 'unicast' || inAny(address, FORBIDDEN_V6);
}

function parseAddress(ip: string): IpAddress | null {
  // net.isIP accepts only canonical dotted-quad IPv4, so "0x7f.1" or "010.0.0.1" fail closed here
  // instead of being read by ipaddr.js's more permissive parser.
  const family = isIP(ip);
  if (family === 0) return null;
  try {
    if (family === 4) return ipaddr.parse(ip);
    // ipaddr.js reads "::8.8.8.8" as IPv4-mapped (::ffff:808:808) while the OS connects to the
    // IPv4-compatible ::808:808; the WHATWG URL parser gives the pure-hex form the OS agrees with.
    // A zone id cannot pass through it, and scoped addresses are forbidden anyway.
    if (ip.includes('%')) return null;
    return ipaddr.parse(new URL(`http://[${ip}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/**
 * True when a webhook may not connect to `ip`: anything that is not ordinary public unicast,
 * including IPv6 forms that carry a forbidden IPv4 address. An address inside an allowed CIDR
 * (or an IPv4-mapped IPv6 address whose IPv4 is) is permitted. Unparseable input is forbidden.
 */
export function isForbiddenAddress(ip: string, allowed: CidrList = []): boolean {
  const address = parseAddress(ip);
  if (address === null) return true;
  if (inAny(address, allowed)) return false;
  if (address instanceof ipaddr.IPv4) return isForbiddenV4(address);
  if (address.isIPv4MappedAddress() && inAny(address.toIPv4Address(), allowed)) return false;
  return isForbiddenV6(address);
}

/**
 * Parses a comma-separated CIDR list such as "127.0.0.0/8,::1/128". Blank entries are ignored,
 * so "" means none; a bare address means a single host (/32 or /128). IPv4 must be four-part
 * decimal: "010.0.0.0/8" would otherwise silently mean 8.0.0.0/8 to some parsers.
 */
export function parseCidrList(text: string): CidrListResult {
  const result: Cidr[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const withPrefix = entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`;
    const isV6 = withPrefix.includes(':');
    const valid = isV6
      ? ipaddr.IPv6.isValidCIDR(withPrefix) && !withPrefix.includes('%')
      : ipaddr.IPv4.isValidCIDRFourPartDecimal(withPrefix);
    if (!valid) return { ok: false, problem: `"${entry}" is not a valid IPv4 or IPv6 CIDR range` };
    result.push(ipaddr.parseCIDR(withPrefix));
  }
  return { ok: true, cidrs: result };
}

async function defaultResolve(host: string): Promise<string[]> {
  const records = await lookup(host, { all: true, verbatim: true });
  return records.map((record) => record.address);
}

async function resolveWithin(resolve: (host: string) => Promise<string[]>, host: string): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), RESOLVE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(host).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registration-time validation of a webhook URL (decisions.md section 5). Messages are safe to
 * show the user. Fragments are rejected: they are never sent over HTTP, so the stored URL would
 * misstate what is called. Every address a hostname resolves to must be allowed; the sender
 * checks again at connect time, since DNS can change after registration.
 */
export async function checkWebhookUrl(input: string, options: WebhookUrlCheckOptions): Promise<WebhookUrlCheck> {
  const fail = (message: string): WebhookUrlCheck => ({ ok: false, message });
  if (input.length > MAX_WEBHOOK_URL_LENGTH) return fail(`url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  // The URL parser silently drops tabs, newlines and surrounding spaces; refuse them instead.
  if (/[\s\u0000-\u001f\u007f]/u.test(input)) return fail('url must not contain whitespace or control characters');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fail('url must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp)) {
    return fail('url must use https');
  }
  if (url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:[/\\]{2}[^/?#\\]*@/iu.test(input)) {
    return fail('url must not contain user information');
  }
  if (url.href.includes('#')) return fail('url must not contain a fragment');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (host === '') return fail('url must have a host');

  if (isIP(host) !== 0) {
    return isForbiddenAddress(host, options.allowedCidrs)
      ? fail('url points to a private or reserved address')
      : { ok: true, url };
  }
  if (METADATA_HOSTNAMES.has(host.toLowerCase().replace(/\.$/u, ''))) {
    return fail('url points to a cloud metadata service');
  }
  const addresses = await resolveWithin(options.resolve ?? defaultResolve, host);
  if (addresses === null || addresses.length === 0) return fail('url host could not be resolved');
  if (addresses.some((address) => isForbiddenAddress(address, options.allowedCidrs))) {
    return fail('url resolves to a private or reserved address');
  }
  return { ok: true, url };
}
