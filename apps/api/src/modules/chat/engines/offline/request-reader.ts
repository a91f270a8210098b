import type { MathOperation } from '@eps/contracts';

/**
 * What a student's message asks for, read by a small request grammar rather than a list of phrases:
 *   [lead-in] VERB [object-noun "of"] OBJECT [qualifiers]
 * where the lead-in is politeness or a question word ("please", "can you", "what is", "how do I"), the
 * verb or the object-noun names the request ("differentiate" / "the derivative of", "define" / "the
 * meaning of"), and the qualifiers name a variable ("with respect to t", "dx", "for y") or a limit
 * point ("as x → 0"). A maths candidate is only a candidate: the engine confirms it by parsing it with
 * the maths engine (see maths-reply.ts).
 */
export type ChatRequest =
  | {
      kind: 'maths';
      operation: MathOperation;
      expression: string;
      variable?: string;
      approaching?: string;
      /** true when a maths verb named the request ("solve …"), false when only the shape looked like maths. */
      explicit: boolean;
    }
  | { kind: 'define'; term: string }
  | { kind: 'explain'; topic: string }
  | { kind: 'question'; topic: string }
  | { kind: 'mark'; answer: string }
  | { kind: 'worked-answer' }
  | { kind: 'hint' }
  | { kind: 'other'; text: string };

const LEAD_IN =
  /^(?:hi|hello|hey|ok(?:ay)?|so|um+|please|pls|plz|can|could|would|will|you|u|i|me|we|help|need|want|to|how|do|does|did|and|then|now|just|also|quickly|kindly|tell|show|try|let's|lets|us|have|get|give|find|what's|whats)\b[\s,]*/i;

/** Words that name a maths operation, as a verb ("solve") or as the noun of "the … of" ("the roots of"). */
const OPERATION_WORDS: Array<[RegExp, MathOperation]> = [
  [/^(?:simplif(?:y|ies|ying)|simplification)\b/i, 'simplify'],
  [/^(?:expand(?:ing|s)?|multiply out|multiplying out|expansion)\b/i, 'expand'],
  [/^(?:factor(?:i[sz]e|i[sz]ing|i[sz]ation|s|ing)?|fully factor(?:i[sz]e)?)\b/i, 'factorise'],
  [/^(?:solv(?:e|ing)|solutions?|roots?|zeros?|zeroes|x-intercepts?)\b/i, 'solve'],
  [
    /^(?:differentiat(?:e|ing|ion)|derive|derivatives?|gradient function|dy\/dx|d\/d[a-z])\b/i,
    'differentiate',
  ],
  [/^(?:integrat(?:e|ing|ion)|integral|antiderivative|anti-derivative|primitive)\b/i, 'integrate'],
  [/^(?:limits?|lim)\b/i, 'limit'],
  [
    /^(?:evaluat(?:e|ing)|calculat(?:e|ing)|comput(?:e|ing)|work out|convert(?:ing)?|value|result)\b/i,
    'evaluate',
  ],
];

const DEFINE =
  /^(?:define|definition(?: of)?|meaning of|the meaning of|what does (.+?) mean|what is meant by)\b\s*/i;
const EXPLAIN =
  /^(?:i (?:don'?t|dont|do not) (?:get|understand)|(?:i'?m |im |i am )?(?:confused|stuck) (?:about|on|with|by)|struggling with|help(?: me)? (?:with|understand)|eli5|explain|describe|understand|tell (?:me )?about|what (?:is|are|was|were)|what's|whats|how (?:does|do|is|are|can)|why (?:does|do|is|are)|teach me(?: about)?|summari[sz]e|outline|what|why|how|which)\b\s*/i;
const QUESTION_REQUEST =
  /\b(?:give|set|send|want|need|have|get|find)\b.*?\b(?:an?|another|one|some|practice|exam|new)?\s*(?:practice |exam |test |quiz )?(?:question|problem|exercise)s?\b\s*(?:on|about|for|in|of|to do with|covering)?\s*(.*)$|^(?:quiz|test)\s+me\b\s*(?:on|about|in)?\s*(.*)$/i;
const MARK_REQUEST =
  /^(?:can you |could you |please )?(?:mark|grade|check|assess)\s+(?:my|this|the)\s+(?:answer|working|work|solution|response)s?\b[\s:,.-]*/i;
const IS_IT_RIGHT = /^(?:is (?:my|this) (?:answer|working) (?:right|correct)|my answer(?: is)?)\b[\s:,?.-]*/i;
const WORKED_ANSWER =
  /\b(?:worked (?:answer|solution)|full (?:answer|solution|working)|(?:show|give|tell) me the (?:answer|solution)|just (?:tell|give) me the answer|the answer please|reveal the answer|model answer)\b/i;
const HINT =
  /^(?:(?:a|another|the next|next|one more) hint|hint|(?:i'?m|im|i am) stuck|help me (?:get started|start))\b/i;

/** "with respect to t", "wrt t", "w.r.t. t", "for y", "in terms of y", trailing "dx". */
const VARIABLE_QUALIFIER =
  /\s*(?:,\s*)?(?:with respect to|w\.?r\.?t\.?|for|in terms of)\s+([A-Za-z]|theta|θ|t)\s*[.?!]*$/i;
const TRAILING_DIFFERENTIAL = /\s*(?:\\,)?\s*d([A-Za-z])\s*[.?!]*$/;
const LIMIT_POINT =
  /\s*,?\s*(?:as|when|where)?\s*([A-Za-z])\s*(?:->|→|\\to|tends to|approaches|goes to)\s*([^\s,]+(?:\s*\/\s*\d+)?)\s*[.?!]*$/i;
/** A limit point written first: "lim x→0 …", "limit as x approaches 2 of …". */
const LEADING_LIMIT_POINT =
  /^(?:as\s+)?([A-Za-z])\s*(?:->|→|\\to|tends to|approaches|goes to)\s*(-?[\w.∞]+)\s*(?:,|of\b)?\s*/i;
const LATEX_LIMIT = /^\\lim_\{?\s*([A-Za-z])\s*(?:\\to|\\rightarrow|->|→)\s*([^}\s]+)\s*\}?\s*/;
const LATEX_DERIVATIVE = /^(?:\\frac\{d\}\{d([A-Za-z])\}|\\dfrac\{d\}\{d([A-Za-z])\}|d\/d([A-Za-z]))\s*/;
const INTEGRAL_SIGN = /^(?:\\int|∫)\s*/;

function stripEnd(text: string): string {
  return text
    .replace(/\s*(?:please|pls|plz|thanks|thank you|for me|fully|completely)\s*[.?!]*$/i, '')
    .replace(/[\s.?!:]+$/, '')
    .trim();
}

function stripLeadIn(text: string): string {
  let rest = text.trim();
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(LEAD_IN, '').replace(/^(?:the|a|an)\s+/i, '');
  }
  return rest;
}

/** Qualifiers that end a maths request: the variable and a limit's point. */
function readQualifiers(body: string, operation: MathOperation) {
  let expression = body;
  let variable: string | undefined;
  let approaching: string | undefined;
  const limit = LIMIT_POINT.exec(expression);
  if (limit && operation === 'limit') {
    variable = limit[1];
    approaching = limit[2]
      .replace(/^∞$/, 'inf')
      .replace(/^-∞$/, '-inf')
      .replace(/^\\infty$/, 'inf');
    expression = expression.slice(0, limit.index);
  }
  const named = VARIABLE_QUALIFIER.exec(expression);
  if (named) {
    variable = named[1] === 'θ' ? 'theta' : named[1];
    expression = expression.slice(0, named.index);
  }
  if (operation === 'integrate') {
    const differential = TRAILING_DIFFERENTIAL.exec(expression);
    if (differential && /[\d)}\]a-zA-Z]\s*\\?,?\s*d[A-Za-z]\s*[.?!]*$/.test(expression)) {
      variable ??= differential[1];
      expression = expression.slice(0, differential.index);
    }
  }
  expression = expression.replace(/^(?:of|for|on)\s+/i, '').replace(/^[:\s]+/, '');
  return { expression: stripEnd(expression), variable, approaching };
}

/** A leading maths notation instead of words: d/dx, \frac{d}{dx}, ∫ … dx, \lim_{x\to 0}. */
function readNotation(body: string): ChatRequest | null {
  const derivative = LATEX_DERIVATIVE.exec(body);
  if (derivative) {
    const variable = derivative[1] ?? derivative[2] ?? derivative[3];
    const rest = readQualifiers(body.slice(derivative[0].length), 'differentiate');
    return { kind: 'maths', operation: 'differentiate', ...rest, variable, explicit: true };
  }
  if (INTEGRAL_SIGN.test(body)) {
    const rest = readQualifiers(body.replace(INTEGRAL_SIGN, ''), 'integrate');
    return { kind: 'maths', operation: 'integrate', ...rest, explicit: true };
  }
  const limit = LATEX_LIMIT.exec(body);
  if (limit) {
    const rest = readQualifiers(body.slice(limit[0].length), 'limit');
    return {
      kind: 'maths',
      operation: 'limit',
      ...rest,
      variable: limit[1],
      approaching: limit[2].replace(/^\\infty$/, 'inf'),
      explicit: true,
    };
  }
  return null;
}

/** The request as a maths operation named by a verb or an object-noun, else null. */
function readMathsRequest(body: string): ChatRequest | null {
  const notation = readNotation(body);
  if (notation) return notation;
  for (const [word, operation] of OPERATION_WORDS) {
    const match = word.exec(body);
    if (!match) continue;
    let rest = body
      .slice(match[0].length)
      .replace(/^\s*(?:and|then|&)\s+(?:simplify|expand|factori[sz]e|solve)\b/i, '')
      .replace(/^\s*(?:of|out|fully|completely|the expression|the equation)\b/i, '');
    rest = rest.replace(
      /^\s*(?:the )?(?:simultaneous )?(?:expression|equations?|system(?: of equations)?|function|polynomial|brackets?|fraction|integral|derivative)\b\s*:?/i,
      '',
    );
    // "solve for x: …" names the variable first.
    const leadingVariable = /^\s*for\s+([A-Za-z])\s*[:,]\s*/.exec(rest);
    if (leadingVariable) rest = rest.slice(leadingVariable[0].length);
    // "find dy/dx if y = …", "differentiate: f(x) = …": the expression is the right-hand side.
    if (operation !== 'solve')
      rest = rest.replace(
        /^\s*[:,]?\s*(?:(?:if|where|when|given(?: that)?)\s+)?(?:[A-Za-z](?:\([A-Za-z]\))?\s*=)?\s*/i,
        '',
      );
    const point = operation === 'limit' ? LEADING_LIMIT_POINT.exec(rest.trim()) : null;
    if (point) {
      const expression = stripEnd(
        rest
          .trim()
          .slice(point[0].length)
          .replace(/^of\s+/i, ''),
      );
      const approaching = point[2].replace(/^∞$/, 'inf').replace(/^-∞$/, '-inf');
      return { kind: 'maths', operation, expression, variable: point[1], approaching, explicit: true };
    }
    const notationAfter = readNotation(rest.trim());
    if (notationAfter)
      return {
        ...notationAfter,
        operation: notationAfter.kind === 'maths' ? notationAfter.operation : operation,
      } as ChatRequest;
    const qualified = readQualifiers(rest.trim(), operation);
    if (!qualified.expression || proseWords(qualified.expression).length > 0) return null;
    if (leadingVariable) qualified.variable ??= leadingVariable[1];
    return { kind: 'maths', operation, ...qualified, explicit: true };
  }
  return null;
}

/** The maths first and the verb after it: "2x + 3 = 11, solve for x", "x^2 sin x — differentiate". */
function readTrailingVerb(body: string): ChatRequest | null {
  const split =
    /^(.+?)\s*[,;:—]\s*([A-Za-z][A-Za-z ]*?)(\s+(?:for|with respect to|wrt)\s+[A-Za-z])?\s*$/i.exec(body);
  const maths = split?.[1] ?? '';
  if (!split || !/[=\d^]/.test(maths) || proseWords(maths.replace(/^[A-Za-z]\s*=/, '')).length > 0)
    return null;
  const request = readMathsRequest(`${stripLeadIn(split[2])} ${maths}${split[3] ?? ''}`);
  return request?.kind === 'maths' ? { ...request, explicit: true } : null;
}

/** Names of functions, constants and units allowed in an expression; any other long word is prose. */
const MATHS_WORDS =
  /^(?:sin|cos|tan|sec|csc|cosec|cot|arcsin|arccos|arctan|sinh|cosh|tanh|ln|log|exp|sqrt|abs|pi|theta|alpha|beta|gamma|lambda|mu|sigma|omega|phi|infty|frac|dfrac|cdot|times|div|left|right|to|in|mod|deg|rad|km|cm|mm|kg|mg|hr|min|sec|mph|kph|miles?|mile|feet|foot|inch(?:es)?|litres?|liters?|grams?|metres?|meters?|seconds?|hours?|minutes?|newtons?|joules?|watts?|volts?|ohms?|pascals?|kelvin|celsius|fahrenheit|degrees?|squared|cubed|square|root|of|and|mean|sum|total)$/i;

/** Words that join maths in a sentence without making it prose. */
const GLUE_WORDS =
  /^(?:the|and|this|that|with|then|brackets?|expression|equation|function|fraction|answer|value)$/i;

/** The words of the text that are neither maths names, units nor glue: prose. */
function proseWords(text: string): string[] {
  return (text.replace(/\\[A-Za-z]+/g, ' ').match(/[A-Za-z]{3,}/g) ?? []).filter(
    (w) => !MATHS_WORDS.test(w) && !GLUE_WORDS.test(w),
  );
}

/** Does the text have the shape of maths (digits, operators, LaTeX, maths symbols) and little prose? */
export function looksLikeMaths(text: string): boolean {
  if (!/[\d=+*/^\\²³√π∫∑≤≥−×÷]/.test(text)) return false;
  return proseWords(text).length === 0 && text.length <= 400;
}

/** The object of a question request, without the trailing "please" and articles. */
function topicOf(text: string): string {
  return stripEnd(text.replace(/^(?:the|a|an|some)\s+/i, '').replace(/^(?:topic of|subject of)\s+/i, ''));
}

export function readRequest(message: string): ChatRequest {
  const text = message.trim().replace(/\s+/g, ' ');
  if (WORKED_ANSWER.test(text) && text.split(' ').length <= 12) return { kind: 'worked-answer' };
  if (HINT.test(text) || HINT.test(stripLeadIn(text))) return { kind: 'hint' };
  const mark = MARK_REQUEST.exec(text) ?? IS_IT_RIGHT.exec(text);
  if (mark) return { kind: 'mark', answer: text.slice(mark[0].length).trim() };
  if (/^(?:another|one more|a new|next|a different)\s+(?:question|one)\b/i.test(stripLeadIn(text)))
    return { kind: 'question', topic: '' };
  const asked = QUESTION_REQUEST.exec(text);
  const askedTopic = asked ? topicOf(asked[1] ?? asked[2] ?? '') : '';
  if (asked && !looksLikeMaths(askedTopic)) return { kind: 'question', topic: askedTopic };

  const body = stripEnd(stripLeadIn(text));
  const whatIs = /^(?:what(?:'s| is| are)|whats|calculate|work out)\s+/i;
  const maths =
    readMathsRequest(body) ?? readMathsRequest(body.replace(whatIs, '').replace(/^(?:the|a|an)\s+/i, ''));
  if (maths) return maths;

  // "how many metres in 3.2 km": a conversion, asked the other way round.
  const howMany = /^how many ([A-Za-z/ ]+?) (?:are )?(?:in|is) (.+)$/i.exec(stripEnd(text));
  if (howMany && looksLikeMaths(howMany[2]))
    return {
      kind: 'maths',
      operation: 'evaluate',
      expression: `${howMany[2]} to ${howMany[1]}`,
      explicit: true,
    };

  const trailing = readTrailingVerb(body);
  if (trailing) return trailing;

  const meaning = /^what does (.+?) mean$/i.exec(body);
  if (meaning) return { kind: 'define', term: topicOf(meaning[1]) };
  const define = DEFINE.exec(body);
  if (define) return { kind: 'define', term: topicOf(body.slice(define[0].length)) };

  const bare = body.replace(whatIs, '');
  if (looksLikeMaths(bare)) {
    const operation: MathOperation = /=/.test(bare) ? 'solve' : 'evaluate';
    return { kind: 'maths', operation, ...readQualifiers(bare, operation), explicit: false };
  }
  // The lead-in's question words ("how does") are the request itself here, so read the polite text.
  const polite = stripEnd(text.replace(/^(?:(?:please|can you|could you|would you)\b[\s,]*)+/i, ''));
  const explain = EXPLAIN.exec(polite);
  if (explain) {
    const topic = polite.slice(explain[0].length).replace(/\s+(?:work|mean|happen|do)s?$/i, '');
    return { kind: 'explain', topic: topicOf(topic) };
  }
  return { kind: 'other', text };
}
