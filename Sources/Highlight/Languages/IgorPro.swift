extension Languages {
    static let igorproDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let declarations = set(IgorProWords.igorDeclarations)
        let keywords = set(IgorProWords.keywords)
        let constants = set(IgorProWords.igorConstants)
        let functions = set(IgorProWords.igorFunction)
        let operations = set(IgorProWords.igorOperation)
        // Rouge's `\b(v|s|w)_[a-z]` searched anywhere in the lower-cased name (a system variable).
        @Sendable func systemName(_ name: String) -> Bool {
            let chars = Array(name.utf8)
            func isWord(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c == 95 || c >= 0x80 }
            guard chars.count >= 3 else { return false }
            for i in 0..<(chars.count - 2) where [118, 115, 119].contains(chars[i]) && chars[i + 1] == 95 && chars[i + 2] >= 97 && chars[i + 2] <= 122 {
                if i == 0 || !isWord(chars[i - 1]) { return true }
            }
            return false
        }
        @Sendable func classifyObject(_ text: String) -> (TokenClass, Next) {
            let lower = text.lowercased()
            if lower.contains("function") { return (.kd, push("parse_function")) }
            if declarations.contains(lower) { return (.kd, push("parse_variables")) }
            if keywords.contains(lower) { return (.k, .stay) }
            if constants.contains(lower) { return (.kc, .stay) }
            if functions.contains(lower) { return (.nb, .stay) }
            if operations.contains(lower) { return (.kr, push("operationFlags")) }
            return (systemName(lower) ? .no : .n, .stay)
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"//"#, .c, push("comments")),
                classify(#"(?i:\b[a-z][a-z0-9_\.]*?\b)"#, classifyObject),
                inc("preprocessor"),
                inc("waveFlag"),
                inc("characters"),
                inc("numbers"),
                inc("whitespace"),
            ]),
            ("preprocessor", [
                r("(?i)#" + words(IgorProWords.preprocessor, prefix: "", suffix: "\\b"), .cp), g(##"(\#)((?i:\b[a-z][a-z0-9_\.]*?\b))"##, [.p, .n]),
            ]),
            ("assignment", [
                inc("whitespace"),
                r(#"\""#, .s2, push("string1")),
                inc("string2"),
                r(#"(?i:0x[a-f0-9]+)"#, .mf, pop),
                r(#"(?:[\d]+(?:_\d+)*)"#, .mi, pop),
                r(#"[\(\[\{][^\)\]\}]+[\)\]\}]"#, .g, pop),
                r(#"[^\s/\(]+"#, .g, pop),
                r(#""#, .text, pop),
            ]),
            ("parse_variables", [
                inc("whitespace"),
                r(#"[=]"#, .p, push("assignment")),
                r(#"(?i)\b[a-z][a-z0-9_\.]*?\b"#, .nv),
                r(#"[\[\]]"#, .p),
                r(#"[,]"#, .p, push("parse_variables")),
                r(#"\)"#, .p, pop),
                r(#"(?i)[/][a-z]+"#, .kp, push("parse_variables")),
                r(#""#, .text, pop),
            ]),
            ("parse_function", [
                r(#"(?i)[/][a-z]+"#, .kp),
                inc("whitespace"),
                r(#"(?i)\b[a-z][a-z0-9_\.]*?\b"#, .nf),
                r(#"[\(]"#, .p, push("parse_variables")),
                r(#""#, .text, pop),
            ]),
            ("operationFlags", [
                r(#"(?:(?:[ \t]|(?:\\\s*[\r\n]))+)"#, .text),
                r(#"[=]"#, .p, push("assignment")),
                r(#"(?i)[/][a-z]+"#, .kp, push("operationFlags")),
                g(#"(?i)(as)(\s*)((?i:\b[a-z][a-z0-9_\.]*?\b))"#, [.kt, .text, .nl]),
                r(#""#, .text, pop),
            ]),
            ("waveFlag", [
                g(#"(?i)(/(?:wave|X|Y))(\s*)(=)(\s*)((?i:\b[a-z][a-z0-9_\.]*?\b))"#, [.kp, .text, .p, .text, .nv]),
            ]),
            ("characters", [
                r(#"\s"#, .text),
                r(##"(?:[\#$~!%^&*+=\|?:<>\/-])"##, .o),
                r(#"(?:[{}()\[\],.;])"#, .p),
                r(#"\""#, .s2, push("string1")),
                inc("string2"),
            ]),
            ("numbers", [
                r(#"(?i:0x[a-f0-9]+)"#, .mf),  // (sic: Rouge names the hex pattern its float, and the reverse)
                r(#"(?:\d+\.\d+(e[\+\-]?\d+)?)"#, .mh),
                r(#"(?:[\d]+(?:_\d+)*)"#, .mi),
            ]),
            ("whitespace", [
                r(#"(?:(?:[ \t]|(?:\\\s*[\r\n]))+)"#, .text),
            ]),
            ("string1", [
                r(#"%\w\b"#, .sx),
                r(#"\\\\"#, .se),
                r(#"\\\""#, .se),
                r(#"\\"#, .se),
                r(#"[^"]"#, .s),
                r(#"\""#, .s2, pop),
            ]),
            ("string2", [
                r(#"\'[^']*\'"#, .s1),
            ]),
            ("comments", [
                g(#"(?i)([/]\s*)([@]\w+\b)"#, [.c, .cs]),
                r(#"[^\r\n]"#, .c),
                r(#""#, .text, pop),
            ]),
        ])
    }()
}
