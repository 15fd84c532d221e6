extension Languages {
    static let leanDefinition: LexerDefinition = {
        let words = table([
            (.k, """
                abbreviation add_rewrite alias assume axiom begin by calc calc_refl calc_subst calc_trans #check \
                coercion conjecture constant constants context corollary def definition end #eval example export \
                expose exposing exit extends from fun have help hiding hott hypothesis import include including \
                inductive infix infixl infixr inline instance irreducible lemma match namespace notation opaque \
                opaque_hint open options parameter parameters postfix precedence prefix #print private protected \
                #reduce reducible renaming repeat section set_option show tactic_hint theorem universe universes \
                using variable variables with
                """),
            (.kt, "Sort Prop Type"),
        ])
        // (sic: Rouge's list has "/ \/", one entry with a space, where "/\" and "\/" were meant)
        let operators = #"!=|#|&|&&|\*|\+|-|/|@|!|`|-\.|->|\.|\.\.|\.\.\.|::|:>|;|;;|<|<-|=|==|>|_|\||\|\||~|=>|<=|>=|/ \/|∀|Π|λ|↔|∧|∨|≠|≤|≥|⊎|¬|⁻¹|⬝|▸|→|∃|ℕ|ℤ|≈|×|⌞|⌟|≡|⟨|⟩"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\s*--+\s+.*?$"#, .cd),
                r(#"""#, .s, push("string")),
                r(#"\d+"#, .mi),
                lk(#"#?\w+"#, words, .n),
                r("[λ]", .k),
                r(#"\:=?"#, .text),
                r(#"\.[0-9]*"#, .o),
                r(operators, .o),
                r(#"[\s\(\),\[\]αβ‹›]+"#, .text),
                r(".", .err),
            ]),
            ("string", [r(#"""#, .s, pop), r(#"\\"#, .se, push("escape")), r(#"[^\\"]+"#, .s)]),
            ("escape", [r(#"[nrt"'\\]"#, .se, pop), r(#"(?i)x[\da-f]+"#, .se, pop)]),
        ])
    }()
}
