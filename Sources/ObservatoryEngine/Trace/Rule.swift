/// A rule of the Observation runtime as `docs/rules.md` numbers them (R1–R25). Events carry the
/// rule they show as data; the presentation layer cites it.
public enum Rule: Int, Sendable, CaseIterable {
  case r1 = 1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r18, r19, r20, r21, r22,
    r23, r24, r25

  /// `R7`.
  public var id: String { "R\(rawValue)" }
}
