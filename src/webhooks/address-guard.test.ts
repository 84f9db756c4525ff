import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isForbiddenAddress, parseCidrList } from './address-guard.js';
import type { CidrList } from './address-guard.js';

function cidrs(text: string): CidrList {
  const parsed = parseCidrList(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.cidrs;
}

describe('isForbiddenAddress', () => {
  const forbidden: Array<[string, string]> = [
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '"this network" 0/8'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8 top'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'Alibaba metadata (CGN)'],
    ['100.127.255.254', 'carrier-grade NAT top'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback /8'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'cloud metadata'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 top'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['192.0.0.192', 'Oracle metadata'],
    ['192.0.2.10', 'TEST-NET-1'],
    ['192.31.196.1', 'AS112'],
    ['192.52.193.1', 'AMT'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private 192.168/16'],
    ['192.175.48.1', 'AS112'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking top'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast SSDP'],
    ['240.0.0.1', 'reserved 240/4'],
    ['255.255.255.255', 'broadcast'],
    ['168.63.129.16', 'Azure WireServer'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['febf::1', 'IPv6 link-local top of fe80::/10'],
    ['fec0::1', 'deprecated site-local'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd'],
    ['fd00:ec2::254', 'AWS IPv6 metadata'],
    ['ff02::1', 'IPv6 multicast'],
    ['ff05::2', 'IPv6 multicast site'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:10.0.0.1', 'IPv4-translated private (RFC 6145)'],
    ['::127.0.0.1', 'deprecated IPv4-compatible'],
    ['::8.8.8.8', 'deprecated IPv4-compatible, even of a public address'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::808:808', 'local-use NAT64 prefix'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of metadata'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo whose client is 127.0.0.1'],
    ['2001:0:c000:0201:8000:63bf:f7f7:f7f7', 'Teredo whose server is TEST-NET-1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, RFC 4380 example: client 192.0.2.45'],
    ['::1%lo', 'loopback with zone'],
    ['2001:2::1', 'IPv6 benchmarking'],
    ['2001:10::1', 'deprecated ORCHID'],
    ['2001:20::1', 'ORCHIDv2'],
    ['2001:4:112::1', 'AS112 v6'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation 3fff::/20'],
    ['2620:4f:8000::1', 'AS112 v6 2620:4f:8000::/48'],
    ['100::1', 'discard-only'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'outside 2000::/3'],
    ['', 'empty string'],
    ['localhost', 'hostname instead of address'],
    ['0x7f.1', 'non-canonical IPv4'],
    ['2130706433', 'integer IPv4'],
    ['010.0.0.1', 'leading-zero IPv4'],
    ['1.2.3', 'three-part IPv4'],
    ['[::1]', 'bracketed IPv6'],
  ];
  it.each(forbidden)('forbids %s (%s)', (ip) => {
    expect(isForbiddenAddress(ip, [])).toBe(true);
  });

  const permitted: Array<[string, string]> = [
    ['8.8.8.8', 'Google DNS'],
    ['1.1.1.1', 'Cloudflare'],
    ['93.184.215.14', 'example.com'],
    ['100.63.255.255', 'just below CGN'],
    ['100.128.0.1', 'just above CGN'],
    ['172.15.255.255', 'just below 172.16/12'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['169.253.255.255', 'just below link-local'],
    ['192.167.255.255', 'just below 192.168/16'],
    ['198.17.255.255', 'just below benchmarking'],
    ['198.20.0.1', 'just above benchmarking'],
    ['223.255.255.254', 'just below multicast'],
    ['11.0.0.1', 'just above 10/8'],
    ['2606:4700:4700::1111', 'Cloudflare v6'],
    ['2001:4860:4860::8888', 'Google v6'],
    ['2a00:1450:4001:80b::200e', 'public v6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
    ['64:ff9b::808:808', 'NAT64 of public'],
    ['2002:808:808::1', '6to4 of public'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo with public server and client 8.8.8.8'],
  ];
  it.each(permitted)('permits %s (%s)', (ip) => {
    expect(isForbiddenAddress(ip, [])).toBe(false);
  });

  const overrides: Array<[string, string, boolean]> = [
    ['127.0.0.1', '127.0.0.0/8,::1/128', false],
    ['127.8.9.10', '127.0.0.0/8', false],
    ['::1', '127.0.0.0/8,::1/128', false],
    ['::ffff:127.0.0.1', '127.0.0.0/8', false],
    ['10.1.2.3', '10.1.0.0/16', false],
    ['10.2.0.1', '10.1.0.0/16', true],
    ['169.254.169.254', '127.0.0.0/8,::1/128', true],
    ['192.168.0.10', '192.168.0.10', false],
    ['192.168.0.11', '192.168.0.10', true],
    ['fd00::5', 'fd00::/8', false],
    ['::1', '127.0.0.0/8', true],
    ['127.0.0.1', '::1/128', true],
  ];
  it.each(overrides)('%s with allowed "%s" -> forbidden %s', (ip, allowed, expected) => {
    expect(isForbiddenAddress(ip, cidrs(allowed))).toBe(expected);
  });
});

describe('parseCidrList', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['127.0.0.0/8', 1],
    ['127.0.0.0/8,::1/128', 2],
    [' 10.0.0.0/8 , fd00::/8 ,', 2],
    ['192.168.0.1', 1],
    ['::1', 1],
  ])('accepts %j (%i ranges)', (text, count) => {
    const parsed = parseCidrList(text);
    expect(parsed.ok && parsed.cidrs.length).toBe(count);
  });

  it.each(['127.0.0.0/33', 'not-a-cidr', '010.0.0.0/8', '0x7f.0.0.1/32', '::1/129', 'fe80::1%eth0/128', '1.2.3.4/8/8', '127.0.0.0/8;10.0.0.0/8'])(
    'rejects %j with a message naming the entry',
    (text) => {
      const parsed = parseCidrList(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toContain('not a valid');
    },
  );
});

describe('checkWebhookUrl', () => {
  const publicDns = async (): Promise<string[]> => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];
  const base = { allowHttp: false, allowedCidrs: [] as CidrList, resolve: publicDns };

  it('accepts a public https URL and returns the parsed URL', async () => {
    const check = await checkWebhookUrl('https://hooks.example.com/path?x=1', base);
    expect(check.ok && check.url.href).toBe('https://hooks.example.com/path?x=1');
  });

  const rejected: Array<[string, string, Partial<typeof base>?]> = [
    ['http://hooks.example.com/', 'url must use https'],
    ['ftp://hooks.example.com/', 'url must use https'],
    ['hooks.example.com/path', 'url must be an absolute URL'],
    ['/relative', 'url must be an absolute URL'],
    ['https://user:pass@hooks.example.com/', 'url must not contain user information'],
    ['https://user@hooks.example.com/', 'url must not contain user information'],
    ['https://@hooks.example.com/', 'url must not contain user information'],
    ['https://hooks.example.com/#frag', 'url must not contain a fragment'],
    ['https://hooks.example.com/#', 'url must not contain a fragment'],
    [' https://hooks.example.com/', 'url must not contain whitespace or control characters'],
    ['https://hooks.exa\tmple.com/', 'url must not contain whitespace or control characters'],
    [`https://hooks.example.com/${'a'.repeat(2030)}`, 'url must be at most 2048 characters'],
    ['https://127.0.0.1/hook', 'url points to a private or reserved address'],
    ['https://10.0.0.5/', 'url points to a private or reserved address'],
    ['https://192.168.1.1:8443/', 'url points to a private or reserved address'],
    ['https://[::1]/', 'url points to a private or reserved address'],
    ['https://[::ffff:127.0.0.1]/', 'url points to a private or reserved address'],
    ['https://[fd00:ec2::254]/', 'url points to a private or reserved address'],
    ['https://0x7f.1/', 'url points to a private or reserved address'],
    ['https://2130706433/', 'url points to a private or reserved address'],
    ['https://017700000001/', 'url points to a private or reserved address'],
    ['https://0177.0.0.1/', 'url points to a private or reserved address'],
    ['https://169.254.169.254/latest/meta-data/', 'url points to a private or reserved address'],
    ['https://metadata.google.internal/', 'url points to a cloud metadata service'],
    ['https://METADATA.google.internal./', 'url points to a cloud metadata service'],
    ['https://hooks.example.com/', 'url resolves to a private or reserved address', { resolve: async () => ['127.0.0.1'] }],
    [
      'https://hooks.example.com/',
      'url resolves to a private or reserved address',
      { resolve: async () => ['93.184.215.14', '10.0.0.1'] },
    ],
    ['https://hooks.example.com/', 'url host could not be resolved', { resolve: async () => [] }],
  ];
  it.each(rejected)('rejects %s: %s', async (url, message, overrides) => {
    expect(await checkWebhookUrl(url, { ...base, ...overrides })).toEqual({ ok: false, message });
  });

  it('accepts exactly 2048 characters', async () => {
    const url = `https://hooks.example.com/${'a'.repeat(2048 - 'https://hooks.example.com/'.length)}`;
    expect(url).toHaveLength(2048);
    expect((await checkWebhookUrl(url, base)).ok).toBe(true);
  });

  it('accepts http only with allowHttp', async () => {
    expect((await checkWebhookUrl('http://hooks.example.com/', { ...base, allowHttp: true })).ok).toBe(true);
  });

  it('accepts private targets inside an allowed CIDR', async () => {
    const allowedCidrs = cidrs('127.0.0.0/8,::1/128');
    expect((await checkWebhookUrl('https://127.0.0.1:9999/hook', { ...base, allowedCidrs })).ok).toBe(true);
    expect((await checkWebhookUrl('https://[::1]/hook', { ...base, allowedCidrs })).ok).toBe(true);
    expect((await checkWebhookUrl('https://0x7f.1/', { ...base, allowedCidrs })).ok).toBe(true);
    const localhost = { ...base, allowedCidrs, resolve: async () => ['127.0.0.1', '::1'] };
    expect((await checkWebhookUrl('https://localhost/', localhost)).ok).toBe(true);
  });

  it('uses real DNS by default: localhost is loopback, a .invalid name does not resolve', async () => {
    const real = { allowHttp: false, allowedCidrs: [] as CidrList };
    expect(await checkWebhookUrl('https://localhost/hook', real)).toEqual({
      ok: false,
      message: 'url resolves to a private or reserved address',
    });
    expect(await checkWebhookUrl('https://no-such-host.promptscan.invalid/hook', real)).toEqual({
      ok: false,
      message: 'url host could not be resolved',
    });
  });

  it('turns a throwing resolver into the unresolvable message', async () => {
    const resolve = async (): Promise<string[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkWebhookUrl('https://hooks.example.com/', { ...base, resolve })).toEqual({
      ok: false,
      message: 'url host could not be resolved',
    });
  });
});
