extension Parser {
    /// `[ terms ]` (in order) or `{ terms }` (canonical order; every CFDG 2 adjustment).
    mutating func adjustment() throws(GrammarError) -> Adjustment {
        let open = current
        let closing: String
        if accept("[") {
            closing = "]"
        } else if accept("{") {
            closing = "}"
        } else {
            throw unexpected("an adjustment in [ ] or { }")
        }
        var terms: [AdjustmentTerm] = []
        while !accept(closing) {
            let token = current
            guard token.kind == .name, var kind = AdjustmentKind.named(token.text) else {
                if token.kind == .name, ["z", "zsize", "time", "timescale", "blend", "sizexyz", "xyz"].contains(token.text) {
                    throw refused(token, "the adjustment \(token.text)")
                }
                throw unexpected("an adjustment (x y s r f skew h sat b a, |h |sat |b |a) or \"\(closing)\"")
            }
            take()
            var arguments = [try argument()]
            while startsArgument { arguments.append(try argument()) }
            if accept("|") {
                guard let target = kind.towardTarget else { throw GrammarError(at: token, "\(token.text) has no target form") }
                kind = target
            }
            guard kind.arities.contains(arguments.count) else {
                throw GrammarError(at: token, "\(token.text) takes \(kind.arities.map(String.init).joined(separator: " or ")) numbers, not \(arguments.count)")
            }
            terms.append(AdjustmentTerm(kind: kind, arguments: arguments, token: token))
        }
        return Adjustment(terms: terms, canonical: closing == "}" || version == 2 || open.is("{"))
    }

    /// Whether the next token begins another argument of the same term: a number, a parenthesis, a
    /// value's name, a function, or a `-` set apart before and not after (`s 0.9 -1`).
    private var startsArgument: Bool {
        switch current.kind {
        case .number: true
        case .name: AdjustmentKind.named(current.text) == nil && (isDefined(current.text) || peek().is("("))
        case .symbol: current.is("(") || ((current.is("-") || current.is("+")) && current.spaced && !peek().spaced)
        default: false
        }
    }

    /// One argument of an adjustment term: a sum, without comparisons (its `-` set apart is another
    /// argument's sign).
    private mutating func argument() throws(GrammarError) -> Expression {
        try additive(inAdjustment: true)
    }
}
