/**
 * GitHub Actions expressions (`${{ ... }}`), enough of them to run the deploy workflow's steps
 * outside GitHub: literals, context properties, `!`, comparisons, `&&`, `||`, parentheses and a
 * few functions. What a context holds is decided by the caller's resolver, which throws for a
 * property it does not know, so an expression this test cannot answer faithfully stops it with
 * a message instead of turning silently into an empty string.
 */

export type ExpressionValue = string | number | boolean | null;

export class ExpressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExpressionError";
  }
}

/** Answers a context property such as ["steps", "pages", "outputs", "base_path"]. */
export type ContextResolver = (path: readonly string[]) => ExpressionValue;

type Token =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "word"; value: string }
  | { kind: "op"; value: string };

const OPERATORS = ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "(", ")", "[", "]", ".", ","];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? "";
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    if (char === "'") {
      let value = "";
      index++;
      for (;;) {
        if (index >= source.length) {
          throw new ExpressionError(`unterminated string in \`${source}\``);
        }
        const next = source[index] ?? "";
        if (next === "'") {
          if (source[index + 1] === "'") {
            value += "'";
            index += 2;
            continue;
          }
          index++;
          break;
        }
        value += next;
        index++;
      }
      tokens.push({ kind: "string", value });
      continue;
    }
    if (/\d/.test(char) || (char === "-" && /\d/.test(source[index + 1] ?? ""))) {
      const number = /^-?(?:0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?)/i.exec(source.slice(index));
      const text = number?.[0] ?? char;
      tokens.push({ kind: "number", value: Number(text) });
      index += text.length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(source.slice(index));
    if (word) {
      tokens.push({ kind: "word", value: word[0] });
      index += word[0].length;
      continue;
    }
    const operator = OPERATORS.find((op) => source.startsWith(op, index));
    if (operator) {
      tokens.push({ kind: "op", value: operator });
      index += operator.length;
      continue;
    }
    throw new ExpressionError(`unexpected "${char}" in \`${source}\``);
  }
  return tokens;
}

function truthy(value: ExpressionValue): boolean {
  return !(value === null || value === false || value === 0 || value === "" || Number.isNaN(value));
}

function toNumber(value: ExpressionValue): number {
  if (value === null) return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  return value.trim() === "" ? 0 : Number(value);
}

/** GitHub's comparison: strings ignore case; values of different types compare as numbers. */
function compare(left: ExpressionValue, right: ExpressionValue): number {
  if (typeof left === "string" && typeof right === "string") {
    const a = left.toLowerCase();
    const b = right.toLowerCase();
    return a === b ? 0 : a < b ? -1 : 1;
  }
  const a = toNumber(left);
  const b = toNumber(right);
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.NaN;
  return a === b ? 0 : a < b ? -1 : 1;
}

/** A value as GitHub writes it into a string. */
export function expressionText(value: ExpressionValue): string {
  if (value === null) return "";
  return String(value);
}

const FUNCTIONS: Record<string, (args: ExpressionValue[]) => ExpressionValue> = {
  // The job is being run to completion: every earlier step succeeded.
  success: () => true,
  always: () => true,
  failure: () => false,
  cancelled: () => false,
  contains: ([haystack, needle]) =>
    expressionText(haystack ?? null)
      .toLowerCase()
      .includes(expressionText(needle ?? null).toLowerCase()),
  startsWith: ([text, prefix]) =>
    expressionText(text ?? null)
      .toLowerCase()
      .startsWith(expressionText(prefix ?? null).toLowerCase()),
  endsWith: ([text, suffix]) =>
    expressionText(text ?? null)
      .toLowerCase()
      .endsWith(expressionText(suffix ?? null).toLowerCase()),
  format: ([template, ...values]) =>
    expressionText(template ?? null).replace(/\{(\d+)\}/g, (_, n: string) =>
      expressionText(values[Number(n)] ?? null),
    ),
};

/** Evaluates one expression (the text between `${{` and `}}`). */
export function evaluateExpression(source: string, resolve: ContextResolver): ExpressionValue {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isOp = (value: string): boolean => {
    const token = peek();
    return token?.kind === "op" && token.value === value;
  };
  const expectOp = (value: string): void => {
    if (!isOp(value)) throw new ExpressionError(`expected "${value}" in \`${source}\``);
    position++;
  };

  const primary = (): ExpressionValue => {
    const token = peek();
    if (!token) throw new ExpressionError(`\`${source}\` ends too early`);
    position++;
    if (token.kind === "string" || token.kind === "number") return token.value;
    if (token.kind === "op") {
      if (token.value === "(") {
        const value = or();
        expectOp(")");
        return value;
      }
      if (token.value === "!") return !truthy(primary());
      throw new ExpressionError(`unexpected "${token.value}" in \`${source}\``);
    }
    if (token.value === "true") return true;
    if (token.value === "false") return false;
    if (token.value === "null") return null;
    if (isOp("(")) {
      const fn = FUNCTIONS[token.value];
      if (!fn) throw new ExpressionError(`unknown function ${token.value}() in \`${source}\``);
      position++;
      const args: ExpressionValue[] = [];
      if (!isOp(")")) {
        args.push(or());
        while (isOp(",")) {
          position++;
          args.push(or());
        }
      }
      expectOp(")");
      return fn(args);
    }
    const path = [token.value];
    for (;;) {
      if (isOp(".")) {
        position++;
        const name = peek();
        if (name?.kind !== "word") {
          throw new ExpressionError(`expected a property name after "." in \`${source}\``);
        }
        position++;
        path.push(name.value);
      } else if (isOp("[")) {
        position++;
        path.push(expressionText(or()));
        expectOp("]");
      } else {
        break;
      }
    }
    return resolve(path);
  };

  const comparison = (): ExpressionValue => {
    let left = primary();
    for (;;) {
      const token = peek();
      if (token?.kind !== "op" || !["<", "<=", ">", ">="].includes(token.value)) return left;
      position++;
      const order = compare(left, primary());
      left =
        !Number.isNaN(order) &&
        (token.value === "<"
          ? order < 0
          : token.value === "<="
            ? order <= 0
            : token.value === ">"
              ? order > 0
              : order >= 0);
    }
  };
  const equality = (): ExpressionValue => {
    let left = comparison();
    while (isOp("==") || isOp("!=")) {
      const negate = isOp("!=");
      position++;
      const equal = compare(left, comparison()) === 0;
      left = negate ? !equal : equal;
    }
    return left;
  };
  const and = (): ExpressionValue => {
    let left = equality();
    while (isOp("&&")) {
      position++;
      const right = equality();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  function or(): ExpressionValue {
    let left = and();
    while (isOp("||")) {
      position++;
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  }

  const value = or();
  if (position < tokens.length) {
    throw new ExpressionError(`unexpected text after position ${position} in \`${source}\``);
  }
  return value;
}

/** Every `${{ ... }}` in `text`, with where it starts and ends. */
function expressionSpans(text: string): { start: number; end: number; source: string }[] {
  const spans: { start: number; end: number; source: string }[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf("${{", from);
    if (start < 0) return spans;
    let index = start + 3;
    let inString = false;
    let end = -1;
    while (index < text.length) {
      const char = text[index];
      if (char === "'") inString = !inString;
      else if (!inString && char === "}" && text[index + 1] === "}") {
        end = index + 2;
        break;
      }
      index++;
    }
    if (end < 0) throw new ExpressionError(`unterminated \${{ in "${text}"`);
    spans.push({ start, end, source: text.slice(start + 3, end - 2).trim() });
    from = end;
  }
}

/** `text` with each `${{ ... }}` replaced by its value, as GitHub does before a step runs. */
export function interpolate(text: string, resolve: ContextResolver): string {
  let result = "";
  let from = 0;
  for (const span of expressionSpans(text)) {
    result +=
      text.slice(from, span.start) + expressionText(evaluateExpression(span.source, resolve));
    from = span.end;
  }
  return result + text.slice(from);
}

/**
 * An `if:` condition: GitHub accepts it with or without `${{ }}`, and a YAML boolean as is.
 */
export function evaluateCondition(
  condition: string | boolean | number,
  resolve: ContextResolver,
): boolean {
  if (typeof condition !== "string") return truthy(condition);
  const trimmed = condition.trim();
  const spans = expressionSpans(trimmed);
  const only = spans[0];
  if (spans.length === 1 && only && only.start === 0 && only.end === trimmed.length) {
    return truthy(evaluateExpression(only.source, resolve));
  }
  if (spans.length > 0) {
    // Text around an expression makes a non-empty string, which is always true.
    return interpolate(trimmed, resolve) !== "";
  }
  return truthy(evaluateExpression(trimmed, resolve));
}
