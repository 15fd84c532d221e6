/// Wollok, written as code: Rouge's lexer remembers, for the whole run, every name declared
/// after `class`/`object`/`mixin` and colours later uses of those names as class names. The
/// rule vocabulary has no per-run memory, so the states and their rules (in Rouge's order,
/// mixins flattened) live here, matched with PCRE2 at the position, and the declared names
/// live in a set owned by one `lex` call.
///
/// Note: in Rouge the set lives in the lexer class, so it outlives one `rougify` run inside a
/// long-running process; here it is per highlighted block, which is what `rougify` shows.
enum Wollok {
    enum State: Int, CaseIterable { case root, declaration, lists }

    enum Action {
        case token(TokenClass)
        case groups([TokenClass])
        case push(TokenClass, State)
        case popToken(TokenClass)
        case declared(pop: Bool)
        case object
    }

    struct Rule: @unchecked Sendable {
        let regex: PCRERegex
        let action: Action
    }

    static let rules: [[Rule]] = {
        func r(_ pattern: String, _ action: Action) -> Rule {
            // swiftlint:disable:next force_try
            Rule(regex: try! PCRERegex(pattern), action: action)
        }
        let entity = "[a-zA-Z][a-zA-Z0-9]*"
        let spaceAndComments = [
            r(#"\s+"#, .token(.w)),
            r(#"//.*$"#, .token(.c1)),
            r(#"/\*(?s:.)*?\*/"#, .token(.cm)),
        ]
        let keywordWords = ["new", "super", "return", "if", "else", "var", "const", "override", "constructor"]
        let keywords = [
            r(#"self\b"#, .token(.bp)),
            r(keywordWords.map { $0 + #"\b"# }.joined(separator: "|"), .token(.kr)),
            r(#"(method)(\s+)(_?"# + entity + ")", .groups([.kr, .w, .text])),
        ]
        let literals = spaceAndComments + [
            r(#"[0-9]+\.?[0-9]*"#, .token(.m)),
            r(#""[^"]*""#, .token(.s)),
            r(#"\[|#\{"#, .push(.p, .lists)),
        ]
        let objects = [
            r("_?" + entity, .object),
            r(#"\."# + entity, .token(.text)),
        ] + literals
        let symbols = [
            r(#"\+\+|--|\+=|-=|\*\*|!"#, .token(.o)),
            r(#"\+|-|\*|/|%"#, .token(.o)),
            r(#"<=|=>|===|==|<|>"#, .token(.o)),
            r(#"and\b|or\b|not\b"#, .token(.o)),
            r(#"\(|\)|="#, .token(.text)),
            r(",", .token(.p)),
        ]
        var table = [[Rule]](repeating: [], count: State.allCases.count)
        table[State.root.rawValue] = spaceAndComments + [
            r(#"(import)(.+$)"#, .groups([.kr, .text])),
            r("class|object|mixin", .push(.kr, .declaration)),
            r("test|program", .token(.kr)),
            r(#"(package)(\s+)("# + entity + ")", .groups([.kr, .w, .nc])),
            r(#"\{|\}"#, .token(.text)),
        ] + keywords + symbols + objects
        table[State.declaration.rawValue] = spaceAndComments + [
            r("inherits|mixed|with|and", .token(.kr)),
            r(entity + #"(?=\s*\{)"#, .declared(pop: true)),
            r(entity, .declared(pop: false)),
        ]
        table[State.lists.rawValue] = [
            r(",", .token(.p)),
            r(#"\]|\}"#, .popToken(.p)),
        ] + objects
        return table
    }()

    static func lex(run: LexRun, code: UnsafeBufferPointer<UInt8>, base: Int) {
        let match = PCREMatch.borrow()
        defer { PCREMatch.giveBack(match) }
        var stack: [State] = [.root]
        var entities = Set<String>()
        var pos = 0
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: code[range]), as: UTF8.self)
        }
        func emit(_ tokenClass: TokenClass, _ range: Range<Int>?) {
            if let range, !range.isEmpty { run.emit(tokenClass, base + range.lowerBound..<base + range.upperBound) }
        }
        while pos < code.count {
            var stepped = false
            for rule in rules[stack.last!.rawValue] {
                guard case .matched(let end) = match.match(rule.regex, in: code, at: pos), end > pos else { continue }
                let whole = pos..<end
                switch rule.action {
                case .token(let tokenClass):
                    emit(tokenClass, whole)
                case .groups(let classes):
                    for (i, tokenClass) in classes.enumerated() { emit(tokenClass, match.range(i + 1)) }
                case .push(let tokenClass, let state):
                    emit(tokenClass, whole)
                    stack.append(state)
                case .popToken(let tokenClass):
                    emit(tokenClass, whole)
                    if stack.count > 1 { stack.removeLast() }
                case .declared(let pop):
                    emit(.nc, whole)
                    entities.insert(text(whole))
                    if pop && stack.count > 1 { stack.removeLast() }
                case .object:
                    let name = text(whole)
                    let isClass = entities.contains(name) || name.first.map { ("A"..."Z").contains($0) } == true
                    emit(isClass ? .nc : .kv, whole)
                }
                pos = end
                stepped = true
                break
            }
            if !stepped {
                let end = min(pos + LexRun.characterLength(code[pos]), code.count)
                emit(.err, pos..<end)
                pos = end
            }
        }
    }
}

extension Languages {
    static let wollok = CompiledLexer(name: "wollok") { run, code, base in
        Wollok.lex(run: run, code: code, base: base)
    }
}
