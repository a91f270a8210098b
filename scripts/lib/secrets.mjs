/**
 * Local secrets for `npm start`: a JWT secret generated once into .data/secrets.json (mode 0600) and
 * reused, so sessions survive restarts. JWT_SECRET in the environment always wins.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './paths.mjs';

export const SECRETS_FILE = path.join(DATA_DIR, 'secrets.json');

export function randomSecret(bytes = 48) {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function loadSecrets({ create = true } = {}) {
  let secrets = {};
  if (fs.existsSync(SECRETS_FILE)) {
    secrets = JSON.parse(fs.readFileSync(SECRETS_FILE, 'utf8'));
  }
  if (!secrets.jwtSecret && create) {
    secrets.jwtSecret = randomSecret();
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  }
  return secrets;
}

/** JWT_SECRET from the environment, else the persisted one. */
export function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  return loadSecrets().jwtSecret;
}
