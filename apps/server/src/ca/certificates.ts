import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * X.509 certificates of the enterprise CA (issue 10: CA signing without an outside service). Keys are RSA 2048
 * made by Node's crypto (native, about 0.2 s); certificates are built and signed with node-forge, the library
 * @signpdf builds on. Names may be Chinese: forge writes attributes as PrintableString unless told, which
 * cannot hold them, so every name attribute is a UTF8String (toolchain.md). The CA's own common name stays ASCII,
 * which every verifier prints correctly.
 */

export interface KeyPair {
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  /** SPKI PEM. */
  publicKeyPem: string;
}

export function newKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** The public half of a private key. */
export function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'pem' }).toString();
}

/** A positive serial number of 16 random bytes, as hex (what pdfsig and browsers show). */
export function newSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}

export interface Subject {
  commonName: string;
  organisation: string;
}

const utf8 = (name: string, value: string): forge.pki.CertificateField =>
  ({ name, value, valueTagClass: forge.asn1.Type.UTF8 }) as unknown as forge.pki.CertificateField;

const subjectFields = (subject: Subject) => [
  { name: 'countryName', value: 'CN' },
  utf8('organizationName', subject.organisation),
  utf8('commonName', subject.commonName),
];

export interface CertificateRequest {
  subject: Subject;
  publicKeyPem: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

/** A self-signed CA certificate (basic constraints CA, key usage certificate and CRL signing). */
export function createAuthorityCertificate(request: CertificateRequest, privateKeyPem: string): string {
  const cert = forge.pki.createCertificate();
  fill(cert, request);
  cert.setIssuer(subjectFields(request.subject));
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** A signing certificate for a stamp, issued by the CA (key usage digital signature and non-repudiation). */
export function issueSigningCertificate(
  request: CertificateRequest,
  authority: { subject: Subject; certificatePem: string; privateKeyPem: string },
): string {
  const issuer = forge.pki.certificateFromPem(authority.certificatePem);
  const cert = forge.pki.createCertificate();
  fill(cert, request);
  // Rebuilt from the same fields, not copied from the parsed CA: forge re-encodes parsed UTF-8 values twice.
  cert.setIssuer(subjectFields(authority.subject));
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    // Document signing (PDF) and e-mail protection, which NSS accepts for object signing checks.
    { name: 'extKeyUsage', emailProtection: true, '1.3.6.1.4.1.311.10.3.12': true },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(authority.privateKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

function fill(cert: forge.pki.Certificate, request: CertificateRequest) {
  cert.publicKey = forge.pki.publicKeyFromPem(request.publicKeyPem);
  cert.serialNumber = request.serialNumber;
  cert.validity.notBefore = request.notBefore;
  cert.validity.notAfter = request.notAfter;
  cert.setSubject(subjectFields(request.subject));
}

/** Subject, serial and validity of a PEM certificate. */
export function describeCertificate(pem: string): {
  commonName: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
} {
  const cert = forge.pki.certificateFromPem(pem);
  const field = cert.subject.getField('CN') as { value: string } | null;
  const value = field?.value ?? '';
  let commonName = value;
  try {
    commonName = forge.util.decodeUtf8(value);
  } catch {
    // An ASCII name is not UTF-8 encoded by forge on reading.
  }
  return {
    commonName,
    serialNumber: cert.serialNumber,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}
