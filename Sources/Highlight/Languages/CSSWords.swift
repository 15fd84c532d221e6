/// CSS and SCSS.
enum CSSWords {
    /// CSS properties Rouge knows (`nl`; other properties are `py`).
    static let attributes = """
            align-content align-items align-self alignment-adjust alignment-baseline all anchor-point animation \
            animation-delay animation-direction animation-duration animation-fill-mode animation-iteration-count \
            animation-name animation-play-state animation-timing-function appearance azimuth backface-visibility \
            background background-attachment background-clip background-color background-image background-origin \
            background-position background-repeat background-size baseline-shift binding bleed bookmark-label \
            bookmark-level bookmark-state bookmark-target border border-bottom border-bottom-color \
            border-bottom-left-radius border-bottom-right-radius border-bottom-style border-bottom-width \
            border-collapse border-color border-image border-image-outset border-image-repeat border-image-slice \
            border-image-source border-image-width border-left border-left-color border-left-style \
            border-left-width border-radius border-right border-right-color border-right-style \
            border-right-width border-spacing border-style border-top border-top-color border-top-left-radius \
            border-top-right-radius border-top-style border-top-width border-width bottom box-align \
            box-decoration-break box-direction box-flex box-flex-group box-lines box-ordinal-group box-orient \
            box-pack box-shadow box-sizing break-after break-before break-inside caption-side clear clip \
            clip-path clip-rule color color-profile column-count column-fill column-gap column-rule \
            column-rule-color column-rule-style column-rule-width column-span column-width columns content \
            counter-increment counter-reset crop cue cue-after cue-before cursor direction display \
            dominant-baseline drop-initial-after-adjust drop-initial-after-align drop-initial-before-adjust \
            drop-initial-before-align drop-initial-size drop-initial-value elevation empty-cells filter fit \
            fit-position flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap float \
            float-offset font font-family font-feature-settings font-kerning font-language-override font-size \
            font-size-adjust font-stretch font-style font-synthesis font-variant font-variant-alternates \
            font-variant-caps font-variant-east-asian font-variant-ligatures font-variant-numeric \
            font-variant-position font-weight grid-cell grid-column grid-column-align grid-column-sizing \
            grid-column-span grid-columns grid-flow grid-row grid-row-align grid-row-sizing grid-row-span \
            grid-rows grid-template hanging-punctuation height hyphenate-after hyphenate-before \
            hyphenate-character hyphenate-lines hyphenate-resource hyphens icon image-orientation \
            image-rendering image-resolution ime-mode inline-box-align justify-content left letter-spacing \
            line-break line-height line-stacking line-stacking-ruby line-stacking-shift line-stacking-strategy \
            list-style list-style-image list-style-position list-style-type margin margin-bottom margin-left \
            margin-right margin-top mark mark-after mark-before marker-offset marks marquee-direction \
            marquee-loop marquee-play-count marquee-speed marquee-style mask max-height max-width min-height \
            min-width move-to nav-down nav-index nav-left nav-right nav-up object-fit object-position opacity \
            order orphans outline outline-color outline-offset outline-style outline-width overflow \
            overflow-style overflow-wrap overflow-x overflow-y padding padding-bottom padding-left padding-right \
            padding-top page page-break-after page-break-before page-break-inside page-policy pause pause-after \
            pause-before perspective perspective-origin phonemes pitch pitch-range play-during pointer-events \
            position presentation-level punctuation-trim quotes rendering-intent resize rest rest-after \
            rest-before richness right rotation rotation-point ruby-align ruby-overhang ruby-position ruby-span \
            size speak speak-as speak-header speak-numeral speak-punctuation speech-rate src stress string-set \
            tab-size table-layout target target-name target-new target-position text-align text-align-last \
            text-combine-horizontal text-decoration text-decoration-color text-decoration-line \
            text-decoration-skip text-decoration-style text-emphasis text-emphasis-color text-emphasis-position \
            text-emphasis-style text-height text-indent text-justify text-orientation text-outline text-overflow \
            text-rendering text-shadow text-space-collapse text-transform text-underline-position text-wrap top \
            transform transform-origin transform-style transition transition-delay transition-duration \
            transition-property transition-timing-function unicode-bidi vertical-align visibility voice-balance \
            voice-duration voice-family voice-pitch voice-pitch-range voice-range voice-rate voice-stress \
            voice-volume volume white-space widows width word-break word-spacing word-wrap writing-mode z-index
        """
    static let builtins = """
            above absolute always armenian aural auto avoid baseline behind below bidi-override blink block bold \
            bolder both bottom capitalize center center-left center-right circle cjk-ideographic close-quote \
            collapse condensed continuous crop cross crosshair cursive dashed decimal decimal-leading-zero \
            default digits disc dotted double e-resize embed expanded extra-condensed extra-expanded fantasy \
            far-left far-right fast faster fixed georgian groove hebrew help hidden hide high higher hiragana \
            hiragana-iroha icon inherit inline inline-table inset inside invert italic justify katakana \
            katakana-iroha landscape large larger left left-side leftwards level lighter line-through list-item \
            loud low lower lower-alpha lower-greek lower-roman lowercase ltr medium message-box middle mix \
            monospace n-resize narrower ne-resize no-close-quote no-open-quote no-repeat none normal nowrap \
            nw-resize oblique once open-quote outset outside overline pointer portrait px relative repeat \
            repeat-x repeat-y rgb ridge right right-side rightwards s-resize sans-serif scroll se-resize \
            semi-condensed semi-expanded separate serif show silent slow slower small-caps small-caption smaller \
            soft solid spell-out square static status-bar super sw-resize table-caption table-cell table-column \
            table-column-group table-footer-group table-header-group table-row table-row-group text text-bottom \
            text-top thick thin top transparent ultra-condensed ultra-expanded underline upper-alpha upper-latin \
            upper-roman uppercase url visible w-resize wait wider x-fast x-high x-large x-loud x-low x-small \
            x-soft xx-large xx-small yes
        """
    static let constants = """
            aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown \
            burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue \
            darkcyan darkgoldenrod darkgray darkgreen darkkhaki darkmagenta darkolivegreen darkorange darkorchid \
            darkred darksalmon darkseagreen darkslateblue darkslategray darkturquoise darkviolet deeppink \
            deepskyblue dimgray dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold \
            goldenrod gray green greenyellow honeydew hotpink indianred indigo ivory khaki lavender \
            lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgreen \
            lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightsteelblue lightyellow \
            lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple \
            mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue \
            mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid \
            palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue \
            purple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue \
            slateblue slategray snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white \
            whitesmoke yellow yellowgreen
        """
    static let vendorPrefixes = ["-ah-", "-atsc-", "-hp-", "-khtml-", "-moz-", "-ms-", "-o-", "-rim-", "-ro-", "-tc-", "-wap-", "-webkit-", "-xv-", "mso-", "prince-"]
}

extension Languages {
    static let cssDefinition: LexerDefinition = {
        let identifier = #"[\p{L}_-][\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}-]*"#
        let identifierEnd = #"(?![\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}-])"#
        let number = #"-?(?:[0-9]+(\.[0-9]+)?|\.[0-9]+)"#
        let valueWords = table([(.no, CSSWords.constants), (.nb, CSSWords.builtins)])
        let attributes = "(?:" + CSSWords.attributes.split(separator: " ").map { escapeRegex(String($0)) }.joined(separator: "|") + ")" + identifierEnd
        let prefixes = "(?=" + CSSWords.vendorPrefixes.map(escapeRegex).joined(separator: "|") + ")"
        return LexerDefinition(states: [
            ("root", [
                inc("basics"),
                r("\\{", .p, push("stanza")),
                r(":[:]?" + identifier, .nd),
                r("\\." + identifier, .nc),
                r("#" + identifier, .nf),
                r("@" + identifier, .k, push("at_rule")),
                r(identifier, .nt),
                r(#"[~^*!%&\[\]()<>|+=@:;,./?-]"#, .o),
                r(#""(\\\\|\\"|[^"])*""#, .s1),
                r(#"'(\\\\|\\'|[^'])*'"#, .s2),
            ]),
            ("value", [
                inc("basics"),
                r(#"url\(.*?\)"#, .sx),
                r("(?i)#[0-9a-f]{1,6}", .m),
                r(number + #"(?:%|(?:em|px|pt|pc|in|mm|cm|ex|rem|ch|vw|vh|vmin|vmax|dpi|dpcm|dppx|deg|grad|rad|turn|s|ms|Hz|kHz)\b)?"#, .m),
                r(#"[\[\]():\/.,]"#, .p),
                r(#""(\\\\|\\"|[^"])*""#, .s1),
                r(#"'(\\\\|\\'|[^'])*'"#, .s2),
                lk(identifier, valueWords, .n),
            ]),
            ("at_rule", [
                r("(?s)\\{(?=\\s*" + identifier + "\\s*:)", .p, push("at_stanza")),
                r("\\{", .p, push("at_body")),
                r(";", .p, pop),
                inc("value"),
            ]),
            ("at_body", [inc("at_content"), inc("root")]),
            ("at_stanza", [inc("at_content"), inc("stanza")]),
            ("at_content", [r("}", .p, .pop(2))]),
            ("basics", [r(#"\s+"#, .text), r(#"(?s)/\*(?:.*?)\*/"#, .c)]),
            ("stanza", [
                inc("basics"),
                r("}", .p, pop),
                g("(?s)(" + attributes + #")(\s*)(:)"#, [.nl, .text, .p], push("stanza_value")),
                g("(?s)(" + prefixes + identifier + #")(\s*)(:)"#, [.nl, .text, .p], push("stanza_value")),
                g("(?s)(" + identifier + #")(\s*)(:)"#, [.py, .text, .p], push("stanza_value")),
            ]),
            ("stanza_value", [
                r(";", .p, pop),
                r("(?=})", .text, pop),
                r(#"!\s*important\b"#, .cp),
                r("^@.*?$", .cp),
                inc("value"),
            ]),
        ])
    }()

    static let scssDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("//.*?$", .c1),
                r(#"(?s)/[*].*?[*]/"#, .cm),
                r(#"@import\b"#, .k, push("value")),
                inc("content_common"),
                r("(?=[^;{}][;}])", .text, push("attribute")),
                r("(?=[^;{}:\\[]+:[^a-z])", .text, push("attribute")),
                r("", .text, push("selector")),
            ]),
            ("end_section", [r(#"\n"#, .text), r("[;{}]", .p, .reset)]),
        ] + sassCommonStates)
    }()

    /// The states SCSS and Sass share (Rouge's `SassCommon`); each adds its `root` and `end_section`.
    static var sassCommonStates: [(String, [Rule])] {
        let id = #"[\w-]+"#
        let valueWords = table([(.nb, CSSWords.builtins), (.no, CSSWords.constants)])
        let attributeWords = table([(.nl, CSSWords.attributes)])
        return [
            ("content_common", [
                r(#"@for\b"#, .k, push("for")),
                r("@(debug|warn|if|each|while|else|return|media)", .k, push("value")),
                g(#"(@mixin)(\s+)("# + id + ")", [.k, .text, .nf], push("value")),
                g(#"(@function)(\s+)("# + id + ")", [.k, .text, .nf], push("value")),
                r(#"@extend\b"#, .k, push("selector")),
                g(#"(@include)(\s+)("# + id + ")", [.k, .text, .nd], push("value")),
                r("@" + id, .k, push("selector")),
                r("&", .k, push("selector")),
                g("([$]" + id + #")([ \t]*)(:)"#, [.nv, .text, .p], push("value")),
            ]),
            ("value", [
                inc("end_section"),
                r(#"[ \t]+"#, .text),
                r("[$]" + id, .nv),
                r("url[(]", .sx, push("string_url")),
                r(id + #"(?=\s*[(])"#, .nf),
                r("%" + id, .nd),
                r(#"(true|false)\b"#, .bp),
                r(#"(and|or|not)\b"#, .ow),
                r("(?i)#[a-z0-9]{1,6}", .mh),
                r(#"-?\d+(%|[a-z]+)?"#, .m),
                r(#"-?\d*\.\d+(%|[a-z]+)?"#, .mi),
                inc("has_strings"),
                inc("has_interp"),
                r(#"[~^*!&%<>\|+=@:,.\/?-]+"#, .o),
                r(#"[\[\]()]+"#, .p),
                r("/[*]", .cm, push("inline_comment")),
                r(#"//[^\n]*"#, .c1),
                lk(id, valueWords, .n),
            ]),
            ("has_interp", [r("[#][{]", .si, push("interpolation"))]),
            ("has_strings", [r(#"""#, .s2, push("dq")), r("'", .s1, push("sq"))]),
            ("interpolation", [r("}", .si, pop), inc("value")]),
            ("selector", [
                inc("end_section"),
                inc("has_strings"),
                inc("has_interp"),
                r(#"[ \t]+"#, .text),
                r(":", .nd, push("pseudo_class")),
                r("[.]", .nc, push("class")),
                r("#", .nn, push("id")),
                r("%", .nv, push("placeholder")),
                r(id, .nt),
                r("&", .k),
                r(#"[~^*!&\[\]()<>\|+=@:;,.\/?-]"#, .o),
            ]),
            ("dq", [r(#"""#, .s2, pop), inc("has_interp"), r(##"(\\.|#(?![{])|[^\n"#])+"##, .s2)]),
            ("sq", [r("'", .s1, pop), inc("has_interp"), r(##"(\\.|#(?![{])|[^\n'#])+"##, .s1)]),
            ("string_url", [r("[)]", .sx, pop), r(##"(\\.|#(?![{])|[^\n)#])+"##, .sx), inc("has_interp")]),
            ("selector_piece", [inc("has_interp"), r("", .text, pop)]),
            ("pseudo_class", [r(id, .nd), inc("selector_piece")]),
            ("class", [r(id, .nc), inc("selector_piece")]),
            ("id", [r(id, .nn), inc("selector_piece")]),
            ("placeholder", [r(id, .nv), inc("selector_piece")]),
            ("for", [r("(from|to|through)", .ow), inc("value")]),
            ("attr_common", [inc("has_interp"), lk(id, attributeWords, .na)]),
            ("attribute", [inc("attr_common"), g(#"([ \t]*)(:)"#, [.text, .p], push("value"))]),
            ("inline_comment", [
                r(##"(\\#|#(?=[^\n{])|\*(?=[^\n\/])|[^\n#*])+"##, .cm),
                inc("has_interp"),
                r("[*]/", .cm, pop),
            ]),
        ]
    }
}
