import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** PEM material of the per-process test CA and the server certificate it signed. */
export type TestTls = {
  /** The test CA certificate: trust this (and only this) in clients under test. */
  caPem: string;
  /** Server certificate for `localhost`, `127.0.0.1` and `::1`, signed by the test CA. */
  certPem: string;
  /** Unencrypted private key of `certPem`. */
  keyPem: string;
};

const run = promisify(execFile);

let material: Promise<TestTls> | undefined;

/**
 * The test TLS material, generated once per process with the `openssl` command (P-256 keys, so
 * it takes milliseconds) in a temporary directory that is removed again. The CA is never trusted
 * globally: a client trusts it only when a test hands it `caPem`, which keeps "untrusted
 * certificate" tests meaningful.
 */
export function getTestTls(): Promise<TestTls> {
  material ??= generate().catch((error: unknown) => {
    material = undefined;
    throw error;
  });
  return material;
}

async function openssl(dir: string, args: string[]): Promise<void> {
  await run('openssl', args, { cwd: dir });
}

async function generate(): Promise<TestTls> {
  const dir = await mkdtemp(join(tmpdir(), 'promptscan-tls-'));
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    await openssl(dir, [
      'req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '3650', '-sha256',
      '-subj', '/CN=promptscan test CA',
      '-addext', 'basicConstraints=critical,CA:TRUE',
      '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
    ]);
    await openssl(dir, ['req', '-new', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost']);
    await writeFile(
      join(dir, 'server.ext'),
      [
        'basicConstraints=critical,CA:FALSE',
        'keyUsage=critical,digitalSignature',
        'extendedKeyUsage=serverAuth',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        '',
      ].join('\n'),
    );
    await openssl(dir, [
      'x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key',
      // A random serial avoids the ca.srl file that -CAcreateserial would leave behind.
      '-set_serial', `0x${Date.now().toString(16)}${Math.floor(Math.random() * 0xffff).toString(16)}`,
      '-days', '825', '-sha256', '-extfile', 'server.ext', '-out', 'server.pem',
    ]);
    const [caPem, certPem, keyPem] = await Promise.all(
      ['ca.pem', 'server.pem', 'server.key'].map((name) => readFile(join(dir, name), 'utf8')),
    );
    if (caPem === undefined || certPem === undefined || keyPem === undefined) {
      throw new Error('openssl did not produce the expected files');
    }
    return { caPem, certPem, keyPem };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
