// Syntax tree of a parsed expression. Numbers are kept as Big (decimal-exact).
import type { Big } from '../../../../schemas/compute/decimal';

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '&&' | '||';
export type UnaryOp = '-' | '!' | 'empty';

export type Expr =
  | { kind: 'literal'; value: string | boolean | null | Big }
  | { kind: 'variable'; name: string; pos: number }
  | { kind: 'member'; object: Expr; property: Expr; pos: number }
  | { kind: 'method'; object: Expr; name: string; args: Expr[]; pos: number }
  | { kind: 'function'; namespace: string; name: string; args: Expr[]; pos: number }
  | { kind: 'unary'; op: UnaryOp; operand: Expr; pos: number }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; pos: number }
  | { kind: 'conditional'; test: Expr; then: Expr; otherwise: Expr }
  /** Literal text mixed with expressions ("审批人：${name}"): evaluates to a string. */
  | { kind: 'composite'; parts: (string | Expr)[] };
