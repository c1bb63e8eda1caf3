import ts from "typescript";

/**
 * The attributes whose value a person reads or hears: HTML's, and the props of the form and CRM
 * kit that end up as one (a field's label, a table's caption, a button's pending label ...).
 * Class names, ids, names, types, roles, test ids and values are not words.
 */
export const WORD_ATTRIBUTES = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
  "caption",
  "term",
  "anyLabel",
  "triggerLabel",
  "pendingLabel",
  "itemLabel",
  "question",
  "hint",
  "backLabel",
]);

/** A letter of any script: what makes a piece of text a word rather than punctuation. */
const LETTER = /\p{L}/u;

const LOGICAL = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

export type WordFinding = { line: number; text: string };

/**
 * Words typed straight into the JSX of `source` (a .tsx file's text), with their lines: text
 * between tags, strings in braces, and the values of WORD_ATTRIBUTES that hold a letter. Words
 * belong in the feature's texts.ts (README, the rule for words); JSX may hold punctuation and
 * spacing (" · ", "—", "£", "(", ")").
 */
export function findJsxWords(fileName: string, source: string): WordFinding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: WordFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!LETTER.test(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      reportLiteral(node.expression);
    else if (ts.isJsxAttribute(node) && WORD_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression)
        reportLiteral(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  /**
   * A string written in braces, also as a branch of a choice (`{busy ? "Saving..." : label}`,
   * `{x && "None"}`), or a template's written parts (`{`Open ${name}`}`).
   */
  const reportLiteral = (expression: ts.Expression): void => {
    if (ts.isParenthesizedExpression(expression)) reportLiteral(expression.expression);
    else if (ts.isConditionalExpression(expression)) {
      reportLiteral(expression.whenTrue);
      reportLiteral(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression) && LOGICAL.has(expression.operatorToken.kind)) {
      reportLiteral(expression.left);
      reportLiteral(expression.right);
    } else if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      report(expression, expression.text);
    else if (ts.isTemplateExpression(expression))
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(
          " ",
        ),
      );
  };
  visit(file);
  return findings;
}
