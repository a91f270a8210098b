import { Logger } from '@nestjs/common';
import { z } from 'zod';
import type { AppError } from '../../common/app-error';
import { stripCodeFences } from './code-fences';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatReply {
  content: string | null;
  /** The model stopped at the token limit: the answer is cut off. */
  truncated: boolean;
}

/** One chat completion call; throws AppErrors for transport failures (unreachable, HTTP error, timeout). */
export interface ChatTransport {
  send(messages: ChatMessage[], maxTokens: number): Promise<ChatReply>;
}

/** What one task asks: `instructions` and `input` are the system and user messages. */
export interface Prompt {
  /** A kebab-case name, the system prompt's first line (`Task: <name>`): the fake server keys on it. */
  task: string;
  instructions: string;
  input: string;
  maxTokens: number;
}

export interface StructuredRequest<S extends z.ZodType> extends Prompt {
  answer: S;
  /** The error when the answer is still unusable after the corrective retry. */
  malformed: () => AppError;
}

type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Asks for a JSON object matching a zod schema and validates the answer. The schema is described in the
 * prompt and `response_format: json_object` is requested (not `json_schema`): vLLM, Ollama and llama.cpp
 * all support that. An unusable answer is retried exactly once with a short note on what was wrong.
 */
export class StructuredCompletion {
  private readonly logger = new Logger('AiProvider');

  constructor(private readonly transport: ChatTransport) {}

  async complete<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.output<S>> {
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(request) },
      { role: 'user', content: request.input },
    ];
    const first = readAnswer(await this.transport.send(messages, request.maxTokens), request.answer);
    if (first.ok) return first.value;
    this.logger.warn(`${request.task}: unusable answer (${first.problem}); asking once more`);
    const retry = [...messages, { role: 'user' as const, content: correction(first.problem) }];
    const second = readAnswer(await this.transport.send(retry, request.maxTokens), request.answer);
    if (second.ok) return second.value;
    this.logger.warn(`${request.task}: unusable answer again (${second.problem})`);
    throw request.malformed();
  }
}

function systemPrompt(request: Pick<StructuredRequest<z.ZodType>, 'task' | 'instructions' | 'answer'>) {
  // The $schema URL is noise to a model.
  const schema: Record<string, unknown> = { ...z.toJSONSchema(request.answer, { io: 'input' }) };
  delete schema.$schema;
  return [
    `Task: ${request.task}`,
    request.instructions.trim(),
    '',
    'Answer with one JSON object and nothing else: no Markdown fences, no text before or after it.',
    `The object must match this JSON Schema: ${JSON.stringify(schema)}`,
    'Escape backslashes, quotes and line breaks inside JSON strings as JSON requires: \\documentclass is written "\\\\documentclass".',
  ].join('\n');
}

function correction(problem: string): string {
  return `Your previous answer to this request could not be used: ${problem}. Answer again with only the JSON object described in the instructions.`;
}

/** Parses and validates one reply; the problem text is written for the model to read. */
export function readAnswer<S extends z.ZodType>(reply: ChatReply, schema: S): Reading<z.output<S>> {
  const cutOff = reply.truncated ? ' (it was cut off at the length limit: answer more concisely)' : '';
  if (!reply.content?.trim()) return { ok: false, problem: `the answer was empty${cutOff}` };
  const json = parseJsonObject(reply.content);
  if (json === undefined) return { ok: false, problem: `the answer was not a valid JSON object${cutOff}` };
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) =>
    i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
  );
  return { ok: false, problem: issues.join('; ') };
}

/**
 * The JSON object in a model's answer, or undefined. Tolerates what models add despite instructions:
 * a ```json fence, or a sentence before or after the object.
 */
export function parseJsonObject(content: string): unknown {
  const text = stripCodeFences(content);
  const candidates = [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // Not JSON as it stands: try the next candidate.
    }
  }
  return undefined;
}
