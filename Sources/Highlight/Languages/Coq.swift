extension Languages {
    static let coqDefinition: LexerDefinition = {
        let names = table([
            (.k, """
                Definition Theorem Lemma Remark Example Fixpoint CoFixpoint Record Inductive CoInductive \
                Corollary Goal Proof Ltac Require Import Export Module Section End Variable Context Polymorphic \
                Monomorphic Universe Universes Variables Class Instance Global Local Include Printing Notation \
                Infix Arguments Hint Rewrite Immediate Qed Defined Opaque Transparent Existing Compute Eval \
                Print SearchAbout Search About Check
                """),
            (.kr, """
                as fun if in let match then else return end Type Set Prop forall
                """),
            (.kp, """
                apply eapply auto eauto rewrite setoid_rewrite with in as at destruct split inversion injection \
                intro intros unfold fold cbv cbn lazy subst clear symmetry transitivity etransitivity erewrite \
                edestruct constructor econstructor eexists exists f_equal refine instantiate revert simpl \
                specialize generalize dependent red induction beta iota zeta delta exfalso autorewrite compute \
                vm_compute native_compute
                """),
            (.ne, """
                omega solve congruence reflexivity exact assumption eassumption
                """),
            (.kp, """
                repeat first try
                """),
        ])
        let keyopts: Set<String> = [":=", "=>", "->", #"/\"#, #"\/"#, "_", ";", ":>", ":", "⇒", "→", "↔", "⇔", "≔", "≡", "∀", "∃", "∧", "∨", "¬", "⊤", "⊥", "⊢", "⊨", "∈"]
        let operatorChars = Set(#"[];,{}_()!$%&*+./:<=>?@^|~#-"#)
        let id = #"(?i:(?:[a-z][\w']*)|(?:[_a-z][\w']+))"#
        let dotID = #"\.(?i:(?:[a-z][\w']*)|(?:[_a-z][\w']+))"#
        // Rouge holds a name back until it knows what follows: a dot and a name make it a
        // namespace (and the last name of the path a constant), a dot and a space end a sentence.
        return LexerDefinition(states: [
            ("root", [
                r(#"[(][*](?![)])"#, .c, push("comment")),
                r(#"\s+"#, .w),
                g(#"(Module)(\s+)(Type)(\s+)"#, [.k, .w, .k, .w]),
                g(#"(?s)(Set|Unset)(\s+)(Universe|Printing|Implicit|Strict)(\s+)(Polymorphism|All|Notations|Arguments|Universes|Implicit)(\s*)(\.)"#, [.k, .w, .k, .w, .k, .w, .pi]),
                r(id + "(?=" + dotID + ")", .nn, push("continued_id")),
                lk(id, names, .no, push("after_id")),
                r(#"/\\"#, .o),
                r(#"\\/"#, .o),
                r(#"(?i)-?\d[\d_]*(.[\d_]*)?(e[+-]?\d[\d_]*)"#, .mf),
                r(#"\d[\d_]*"#, .mi),
                r(#"'(?:(\\[\\"'ntbr ])|(\\[0-9]{3})|(\\x[0-9a-fA-F]{2}))'"#, .sc),
                r("'", .k),
                r(#"""#, .s2, push("string")),
                r("[~?]" + id, .nv),
                classify(".") { char in
                    if keyopts.contains(char) { return (.p, .stay) }
                    if let c = char.first, operatorChars.contains(c) { return (.o, .stay) }
                    return (.err, .stay)
                },
            ]),
            ("continued_id", [
                g(#"(\.)("# + id + ")(?=" + dotID + ")", [.p, .nn]),
                g(#"(\.)("# + id + ")", [.p, .no], .goto("after_id")),
            ]),
            ("after_id", [g(#"(\.)(\s+)"#, [.pi, .w], pop), r("", .text, pop)]),
            ("comment", [r("[^(*)]+", .c), r("[(][*]", .c, .pushSelf), r("[*][)]", .c, pop), r("[(*)]", .c)]),
            ("string", [
                r(#"(?:\\")+|[^"]"#, .s2),
                r(#"\\[\\"'ntbr]"#, .se),
                r(#"\\\n"#, .s2),
                r(#"""#, .s2, pop),
            ]),
        ])
    }()
}
