/*
 * Platform settings (issue 16): the operator of the platform as the supplier on tax invoices, the GST model of
 * its transport service, and the UPI details payments are made to. Parsed by config.ts with the rest of the
 * environment; nothing here reads process.env.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  GSTIN_STATE_CODE_MAX,
  GTA_SAC_DEFAULT,
  GTA_TAX_MODELS,
  gstinProblem,
  gstStateByCode,
  panProblem,
  TEXT_MAX,
  type PlatformSettings,
} from '@logisaathi/domain';

export interface GatewayConfig {
  /** The gateway's API base URL; null: the local fake gateway (no network), refused in production. */
  url: string | null;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentConfig {
  /** 'manual': UPI transfer, the business enters the UTR, the operator confirms; 'gateway': online too. */
  provider: 'manual' | 'gateway';
  gateway: GatewayConfig | null;
}

export type PlatformConfig = PlatformSettings & {
  /** The operator's details were not configured: documents print the labelled sample and say so. */
  isSample: boolean;
  /**
   * The authorised signatory's signature (PNG or JPEG) printed on invoices, credit notes and consignment notes
   * (PLATFORM_SIGNATURE_IMAGE, a file path); null: a box for the digital signature is printed instead.
   */
  signatureImage: Uint8Array | null;
  payments: PaymentConfig;
};

/**
 * Keys of the local fake gateway (development and tests only). Its webhook secret is no constant: config.ts
 * generates one per data folder (DATA_DIR/fake-gateway-secret, 0600), so a forged webhook is refused there too.
 */
export const FAKE_GATEWAY = {
  keyId: 'fake_key_logisaathi',
  keySecret: 'fake-gateway-key-secret',
} as const;

/**
 * The operator of the platform as the supplier on tax invoices (issue 16). The defaults are a labelled sample so
 * a fresh clone starts; every document printed with them says 'SAMPLE'. Production must set them.
 */
export const SAMPLE_PLATFORM = {
  legalName: 'LogiSaathi Logistics Private Limited',
  address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
  gstin: '07AAFCL0001A1ZJ',
  pan: 'AAFCL0001A',
  upiVpa: 'logisaathi@okaxis',
  upiPayeeName: 'LogiSaathi Logistics',
} as const;

const upperTrimmed = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.trim().toUpperCase());

export const platformEnv = {
  PLATFORM_LEGAL_NAME: z.string().trim().min(2).max(TEXT_MAX.company).optional(),
  PLATFORM_ADDRESS: z.string().trim().min(10).max(TEXT_MAX.address).optional(),
  PLATFORM_GSTIN: upperTrimmed(15)
    .refine((v) => gstinProblem(v) === null, {
      error: (i) => gstinProblem(String(i.input).trim().toUpperCase()),
    })
    .optional(),
  PLATFORM_PAN: upperTrimmed(10)
    .refine((v) => panProblem(v) === null, { error: (i) => panProblem(String(i.input).trim().toUpperCase()) })
    .optional(),
  /** Two digits; defaults to the GSTIN's own state code. */
  PLATFORM_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/, 'must be a two-digit GST state code')
    .refine((v) => Number(v) >= 1 && Number(v) <= GSTIN_STATE_CODE_MAX && gstStateByCode(v) !== undefined, {
      error: 'is not a GST state code',
    })
    .optional(),
  GTA_TAX_MODEL: z.enum(GTA_TAX_MODELS).default('rcm-5'),
  GTA_SAC: z
    .string()
    .regex(/^\d{6}$/, 'must be a six-digit SAC')
    .default(GTA_SAC_DEFAULT),
  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI address like name@bank')
    .optional(),
  UPI_PAYEE_NAME: z.string().trim().min(2).max(TEXT_MAX.name).optional(),
  PAYMENT_PROVIDER: z.enum(['manual', 'gateway']).default('manual'),
  PAYMENT_GATEWAY_URL: z
    .url({ protocol: /^https?$/ })
    .max(TEXT_MAX.address)
    .optional(),
  PAYMENT_GATEWAY_KEY_ID: z.string().trim().min(4).max(64).optional(),
  PAYMENT_GATEWAY_KEY_SECRET: z.string().min(8).max(256).optional(),
  PAYMENT_GATEWAY_WEBHOOK_SECRET: z.string().min(16).max(256).optional(),
  PLATFORM_SIGNATURE_IMAGE: z.string().trim().min(1).max(TEXT_MAX.address).optional(),
};

const SIGNATURE_MAX_BYTES = 512 * 1024;

/** The signature image file: a PNG or JPEG of at most 512 KB, read once at start. */
function signatureImage(path: string | undefined, problems: string[]): Uint8Array | null {
  if (!path) return null;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    problems.push(`- PLATFORM_SIGNATURE_IMAGE: cannot read ${path}`);
    return null;
  }
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!png && !jpeg) problems.push('- PLATFORM_SIGNATURE_IMAGE: must be a PNG or JPEG image');
  if (bytes.length > SIGNATURE_MAX_BYTES) problems.push('- PLATFORM_SIGNATURE_IMAGE: must be at most 512 KB');
  return bytes;
}

type PlatformEnv = z.infer<z.ZodObject<typeof platformEnv>>;

/**
 * The operator's details, checked together: the PAN is the GSTIN's characters 3-12 and the state is the GSTIN's
 * state. Without PLATFORM_GSTIN the labelled sample is used, which production refuses.
 */
export function platformSettings(
  e: PlatformEnv & { NODE_ENV?: string | undefined; PARTNER_COMMISSION_PERCENT: number },
): { value?: PlatformConfig; problems: string[] } {
  const problems: string[] = [];
  const isSample = !e.PLATFORM_GSTIN;
  if (isSample && e.NODE_ENV === 'production') {
    problems.push(
      '- PLATFORM_GSTIN: required in production (tax invoices name the operator of the platform)',
    );
  }
  const gstin = e.PLATFORM_GSTIN ?? SAMPLE_PLATFORM.gstin;
  const pan = e.PLATFORM_PAN ?? gstin.slice(2, 12);
  if (pan !== gstin.slice(2, 12))
    problems.push('- PLATFORM_PAN: must be characters 3 to 12 of PLATFORM_GSTIN');
  const stateCode = e.PLATFORM_STATE_CODE ?? gstin.slice(0, 2);
  if (stateCode !== gstin.slice(0, 2)) {
    problems.push('- PLATFORM_STATE_CODE: must be the first two digits of PLATFORM_GSTIN');
  }
  const state = gstStateByCode(stateCode);
  if (!state) problems.push('- PLATFORM_GSTIN: its state code names no state');
  const payments = paymentSettings(e, problems);
  const signature = signatureImage(e.PLATFORM_SIGNATURE_IMAGE, problems);
  if (problems.length > 0 || !state) return { problems };
  return {
    problems,
    value: {
      isSample,
      signatureImage: signature,
      legalName: e.PLATFORM_LEGAL_NAME ?? SAMPLE_PLATFORM.legalName,
      address: e.PLATFORM_ADDRESS ?? SAMPLE_PLATFORM.address,
      state,
      gstin,
      pan,
      taxModel: e.GTA_TAX_MODEL,
      sac: e.GTA_SAC,
      upiVpa: e.UPI_VPA ?? SAMPLE_PLATFORM.upiVpa,
      upiPayeeName: e.UPI_PAYEE_NAME ?? SAMPLE_PLATFORM.upiPayeeName,
      partnerCommissionPercent: e.PARTNER_COMMISSION_PERCENT,
      payments,
    },
  };
}

/**
 * The payment provider. 'gateway' with PAYMENT_GATEWAY_URL needs its three keys; without the URL it is the local
 * fake gateway (its own keys, no network), which production refuses.
 */
function paymentSettings(
  e: PlatformEnv & { NODE_ENV?: string | undefined },
  problems: string[],
): PaymentConfig {
  if (e.PAYMENT_PROVIDER === 'manual') return { provider: 'manual', gateway: null };
  if (!e.PAYMENT_GATEWAY_URL) {
    if (e.NODE_ENV === 'production') {
      problems.push('- PAYMENT_GATEWAY_URL: required in production when PAYMENT_PROVIDER is gateway');
    }
    // The webhook secret is the data folder's own, filled in by config.ts.
    return { provider: 'gateway', gateway: { url: null, ...FAKE_GATEWAY, webhookSecret: '' } };
  }
  const missing = (
    ['PAYMENT_GATEWAY_KEY_ID', 'PAYMENT_GATEWAY_KEY_SECRET', 'PAYMENT_GATEWAY_WEBHOOK_SECRET'] as const
  ).filter((k) => !e[k]);
  for (const k of missing) problems.push(`- ${k}: required with PAYMENT_GATEWAY_URL`);
  return {
    provider: 'gateway',
    gateway: {
      url: e.PAYMENT_GATEWAY_URL.replace(/\/+$/, ''),
      keyId: e.PAYMENT_GATEWAY_KEY_ID ?? '',
      keySecret: e.PAYMENT_GATEWAY_KEY_SECRET ?? '',
      webhookSecret: e.PAYMENT_GATEWAY_WEBHOOK_SECRET ?? '',
    },
  };
}
