import os from 'node:os';
import path from 'node:path';
import { FOLLOW_UP_DAYS } from '@shared/follow-up';
import { z } from 'zod';

const WORKERS_MESSAGE = 'WORKERS must be a whole number from 1 to 64, or auto (one per core)';
/** 400-style message of a start refused: several workers share one database, which PGlite cannot. */
export const WORKERS_NEED_POSTGRES =
  'Rishta cannot start: WORKERS above 1 needs PostgreSQL (DATABASE_URL). The embedded database belongs to ' +
  'one process; set WORKERS=1 or unset it, or set DATABASE_URL.';

const FOLLOW_UP_DAYS_MESSAGE = `FOLLOW_UP_DAYS must be a whole number of days from ${FOLLOW_UP_DAYS.min} to ${FOLLOW_UP_DAYS.max}`;

/** A page of Rishta's on a social network, for the footer's "Follow Us" (shown only when set). */
const socialPage = (name: string) =>
  z.url({ protocol: /^https$/, error: `${name} must be a full https:// address` }).optional();

/** Every setting Rishta reads, validated once at start. The README's settings table mirrors this. */
const settingsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must name a folder').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be a full address such as https://rishta.example.pk' })
    .optional(),
  ANALYTICS_SCRIPT_URL: z.url({ error: 'ANALYTICS_SCRIPT_URL must be a full https:// address' }).optional(),
  CONTACT_WHATSAPP: z.string().min(6).default('+923001234567'),
  CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an e-mail address').default('contact@rishta.pk'),
  /** The bureau's name on receipts (issue 28). */
  BUREAU_NAME: z.string().trim().min(1).max(100).default('Rishta'),
  /** How a family pays the bureau (bank account, JazzCash…), shown on My Profile (decision 061). */
  PAYMENT_DETAILS: z.string().trim().max(1000, 'PAYMENT_DETAILS must be at most 1000 characters').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `production`: JSON log lines; anything else (development): one short line per request. */
  NODE_ENV: z.string().optional(),
  FACEBOOK_URL: socialPage('FACEBOOK_URL'),
  INSTAGRAM_URL: socialPage('INSTAGRAM_URL'),
  YOUTUBE_URL: socialPage('YOUTUBE_URL'),
  /** A dashboard pair or family waiting longer than this many days needs follow-up (decision 031). */
  FOLLOW_UP_DAYS: z
    .string()
    .trim()
    .regex(/^\d+$/, FOLLOW_UP_DAYS_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(FOLLOW_UP_DAYS.min, FOLLOW_UP_DAYS_MESSAGE)
        .max(FOLLOW_UP_DAYS.max, FOLLOW_UP_DAYS_MESSAGE),
    )
    .default(FOLLOW_UP_DAYS.default),
  /** Server processes on one port (node:cluster), PostgreSQL only; `auto`: one per core (issue 31). */
  WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|\d+)$/, WORKERS_MESSAGE)
    .transform((v) => (v === 'auto' ? os.availableParallelism() : Number(v)))
    .pipe(z.number().min(1, WORKERS_MESSAGE).max(64, WORKERS_MESSAGE))
    .default(1),
});

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  analyticsScriptUrl: string | null;
  contact: { whatsapp: string; email: string };
  bureauName: string;
  /** How a family pays the bureau, shown to each family with its own fees; null when unset. */
  paymentDetails: string | null;
  social: { facebook: string | null; instagram: string | null; youtube: string | null };
  logLevel: string;
  /** JSON lines in production (NODE_ENV=production), short human lines otherwise (ops/logging.ts). */
  logFormat: 'json' | 'lines';
  trustProxy: boolean;
  /** Days a dashboard pair or family may wait before it needs follow-up. */
  followUpDays: number;
  /** Server processes sharing the port (1: this process serves). */
  workers: number;
};

export class SettingsError extends Error {}

/** Reads settings from the environment; empty values count as unset. Throws SettingsError listing every bad value. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const raw = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`Rishta cannot start, a setting is wrong:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, '');
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    adminEmail: s.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: s.ADMIN_PASSWORD,
    publicUrl,
    analyticsScriptUrl: s.ANALYTICS_SCRIPT_URL ?? null,
    contact: { whatsapp: s.CONTACT_WHATSAPP, email: s.CONTACT_EMAIL },
    bureauName: s.BUREAU_NAME,
    paymentDetails: s.PAYMENT_DETAILS ? s.PAYMENT_DETAILS.replace(/\\n/g, '\n') : null,
    social: {
      facebook: s.FACEBOOK_URL ?? null,
      instagram: s.INSTAGRAM_URL ?? null,
      youtube: s.YOUTUBE_URL ?? null,
    },
    logLevel: s.LOG_LEVEL,
    logFormat: s.NODE_ENV === 'production' ? 'json' : 'lines',
    trustProxy: s.TRUST_PROXY,
    followUpDays: s.FOLLOW_UP_DAYS,
    workers: s.WORKERS,
  };
}
