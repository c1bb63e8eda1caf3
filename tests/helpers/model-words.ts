import ts from "typescript";

/**
 * Sentences written into a model (decision 039, rule 4: models return codes, the UI words them).
 * A sentence here is a string, or a template's written parts, that starts with a capital letter
 * and runs to three words or more. Not sentences a person reads from a model, so let through:
 * - an audit record's summary (`summary:`, or an argument of a function named …audit…): the
 *   trail is history, written once in the words of its day;
 * - a plain `new Error(…)` and log lines: for whoever reads the logs, not for a visitor or staff;
 * - SQL (tagged templates).
 * Mail modules (their file names hold "mail") are not scanned: a mail's words are its own.
 */
export type ModelSentence = { line: number; text: string };

const SENTENCE = /^\s*\p{Lu}[\p{L}'’-]*(?:[\s,:;]+[^\s]+){2,}/u;
const PLAIN_ERRORS = new Set(["Error", "TypeError", "RangeError"]);

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee))
    return `${callee.expression.getText()}.${callee.name.text}`;
  return "";
}

/** Whether a string at `node` is let through by where it is written (see above). */
function isAllowedPlace(node: ts.Node): boolean {
  for (let at: ts.Node = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at)) return true;
    if (ts.isPropertyAssignment(at) && at.name.getText() === "summary") return true;
    if (ts.isNewExpression(at) && PLAIN_ERRORS.has(calleeName(at))) return true;
    if (ts.isCallExpression(at)) {
      const name = calleeName(at);
      if (/audit/i.test(name) || /^(log|logger|console)\./.test(name)) return true;
    }
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

export function findModelSentences(fileName: string, source: string): ModelSentence[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const findings: ModelSentence[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!SENTENCE.test(text) || isAllowedPlace(node)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      report(node, node.text);
    else if (ts.isTemplateExpression(node))
      report(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("…"));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
