/** How an integer environment variable is read: its value when unset or empty, and its bounds. */
export interface EnvIntSpec {
  default: number;
  min: number;
  max: number;
}

export type EnvIntReading = { ok: true; value: number } | { ok: false; problem: string };

/**
 * Reads one integer setting of the API or the compile worker. Unset or blank means the default;
 * anything else must be a whole number within the bounds, and a problem names the variable.
 */
export function readEnvInt(name: string, raw: string | undefined, spec: EnvIntSpec): EnvIntReading {
  const text = raw?.trim();
  if (!text) return { ok: true, value: spec.default };
  const value = Number(text);
  if (Number.isNaN(value)) return { ok: false, problem: `${name} must be a number.` };
  if (!Number.isInteger(value)) return { ok: false, problem: `${name} must be a whole number.` };
  if (value < spec.min) return { ok: false, problem: `${name} must be at least ${spec.min}.` };
  if (value > spec.max) return { ok: false, problem: `${name} must be at most ${spec.max}.` };
  return { ok: true, value };
}

/** readEnvInt for a process that stops at the first bad setting: throws the problem as an Error. */
export function envInt(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  spec: EnvIntSpec,
): number {
  const reading = readEnvInt(name, env[name], spec);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.value;
}
