// expect-error: expected an expression
// expect-kind: syntax
+-*/ %% <<>> == !! && || ?? ... ..< -> &+
