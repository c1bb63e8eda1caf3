import ts from "typescript";

/**
 * Words typed straight into JSX: text between tags, and the string written as the value of an
 * attribute a person reads or hears. Words belong in the feature's texts.ts (README, the rule for
 * words); JSX may still hold punctuation and spacing (" · ", "—", "£", "(", ")").
 */
export const WORD_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt"]);

/** A letter of any script: what makes a piece of text a word rather than punctuation. */
const LETTER = /\p{L}/u;

const LOGICAL = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

export type WordFinding = { line: number; text: string };

/** Every piece of JSX in `source` (a .tsx file's text) that holds a letter, with its line. */
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
