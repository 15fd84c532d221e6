extension Languages {
    /// digdag workflows: YAML, with operator keys (`sh>:`, `_do:`) as reserved words.
    static let digdagDefinition: LexerDefinition = {
        let operators = """
            call require loop for_each if fail echo td td_run td_ddl td_load td_for_each td_wait td_wait_table \
            td_partial_delete td_table_export pg mail http s3_wait redshift redshift_load redshift_unload emr \
            gcs_wait bq bq_ddl bq_extract bq_load sh py rb embulk
            """
        let keys = operators.split(separator: " ").map { escapeRegex(String($0) + ">") } + ["_do", "_parallel"]
        let operatorKey = Rule(kind: .match(
            pattern: "(" + keys.joined(separator: "|") + #")(:)(?=\s|$)"#, action: .yaml(.keyOf(.kr)), next: .stay))
        var states = yamlDefinition.states
        if let i = states.firstIndex(where: { $0.0 == "block_nodes" }) { states[i].1.insert(operatorKey, at: 0) }
        return LexerDefinition(states: states, start: yamlDefinition.start)
    }()

    static let opentypeFeatureFileDefinition: LexerDefinition = {
        let keywords = table([(.k, """
            Ascender Attach AxisValue CapHeight CaretOffset CodePageRange DesignAxis Descender ElidedFallbackName \
            ElidedFallbackNameID ElidableAxisValueName FeatUILabelNameID FeatUITooltipTextNameID FontRevision FSType \
            GlyphClassDef HorizAxis.BaseScriptList HorizAxis.BaseTagList HorizAxis.MinMax IgnoreBaseGlyphs \
            IgnoreLigatures IgnoreMarks LigatureCaretByDev LigatureCaretByIndex LigatureCaretByPos LineGap \
            MarkAttachClass MarkAttachmentType NULL OlderSiblingFontAttribute Panose ParamUILabelNameID RightToLeft \
            SampleTextNameID TypoAscender TypoDescender TypoLineGap UnicodeRange UseMarkFilteringSet Vendor \
            VertAdvanceY VertAxis.BaseScriptList VertAxis.BaseTagList VertAxis.MinMax VertOriginY VertTypoAscender \
            VertTypoDescender VertTypoLineGap WeightClass WidthClass XHeight anchorDef anchor anonymous anon by \
            contour cursive device enumerate enum exclude_dflt featureNames feature flag from ignore include_dflt \
            include languagesystem language location lookupflag lookup markClass mark nameid name parameters \
            position pos required reversesub rsub script sizemenuname substitute subtable sub table useExtension \
            valueRecordDef winAscent winDescent
            """)])
        let identifier = #"(?i:[a-z_][a-z0-9\/_.-]*)"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r("#.*$", .c),
                g(#"(anonymous|anon|feature|lookup|table)((?:\s)+)"#, [.k, .text], push("featurename")),
                g(#"(\})((?:\s))"#, [.p, .text], push("featurename")),
                r(#"(?i)include\b"#, .k, push("includepath")),
                r(#"[\-\[\]\/(){},.:;=%*<>']"#, .p),
                r("`.*?", .sb),
                r("\"", .s, push("strings")),
                r(#"(?i)\\[^.*\s]+"#, .se),
                r("@" + identifier, .nc),
                lk(#"(?<!\.)"# + identifier, keywords, .n),
                r(identifier, .n),
                r("(?:0x|\\\\)[0-9A-Fa-f]+", .mh),
                r(#"-?\d+"#, .mi),
            ]),
            ("featurename", [r(identifier, .nf, pop)]),
            ("includepath", [r(#"\s+"#, .w), r(#"\)"#, .p, pop), r(#"\("#, .p), r(#"[^\s()]+"#, .s)]),
            ("strings", [r("\"", .s, pop), r(#"[^"%\n]+"#, .s)]),
        ])
    }()
}
