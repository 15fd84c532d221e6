/// Robot Framework, written as code: Rouge's lexer keeps state beside its stack (the cell's
/// column on the line, what the next cell holds, whether a test uses a template), which the
/// rule vocabulary has no words for. The states and their rules keep Rouge's order; each rule
/// is matched with PCRE2 at the position, and what it does lives in `RobotFramework.perform`.
///
/// Rouge's matching quirks kept here: a rule written with a leading `^` is tried only at the
/// start of a line, while a `^` inside a lookahead matches at any position (the subject
/// starts at the position, as with Ruby's StringScanner); after more than five matches in a
/// row that consume nothing, a position that again matches nothing gives one `err` character.
enum RobotFramework {
    enum State: Int, CaseIterable {
        case root, priorText, settings, tests, tasks, keywords, variables, cellStart, keyword, args, variable
    }

    enum Cell { case keyword, args }

    enum Action {
        case token(TokenClass)
        case pop
        case pushToken(TokenClass, State)
        case popToken(TokenClass)
        case sep, continuation, newline, heading, setting, testName, bracketSetting, variableIn, variableDefinition, forLoop, keywordName
        case assignment
    }

    struct Rule: @unchecked Sendable {
        let regex: PCRERegex
        let atLineStart: Bool
        let action: Action
    }

    static let settingsWithKeywords: Set<String> = [
        "library", "resource", "setup", "teardown", "template", "suite setup", "suite teardown", "task setup",
        "task teardown", "task template", "test setup", "test teardown", "test template", "variables",
    ]
    static let settingsWithArgs: Set<String> = [
        "arguments", "default tags", "documentation", "force tags", "metadata", "return", "tags", "timeout",
        "task timeout", "test timeout",
    ]

    static let rules: [[Rule]] = {
        func r(_ pattern: String, caseless: Bool = false, _ action: Action) -> Rule {
            // swiftlint:disable:next force_try
            let regex = try! PCRERegex(pattern.hasPrefix("^") ? String(pattern.dropFirst()) : pattern, caseless: caseless)
            return Rule(regex: regex, atLineStart: pattern.hasPrefix("^"), action: action)
        }
        let id = #"(?:\\|[^|$@&% \t\n])+(?: (?:\\.|[^|$@&% \t\n])+)*"#
        let section = [
            r(#"(?=^(?:\| )?\*)"#, .pop),
            r(#"\| "#, .token(.w)),
            r(#" +\| +|[ ]{2,}|\t+"#, .sep),
            r(#"\.\.\. *"#, .continuation),
            r(#" ?\|"#, .token(.w)),
            r(#"\n"#, .newline),
        ]
        let testRules = section + [
            r(#"[$@&%{}]+"#, .token(.nl)),
            r(#"( )(?![ |])"#, .token(.nl)),
            r(id, .testName),
        ]
        var table = [[Rule]](repeating: [], count: State.allCases.count)
        table[State.root.rawValue] = [
            r(#"\s+"#, .token(.w)),
            r(#"^(?:\| )?\*[* ]*([A-Z]+(?: [A-Z]+)?).*"#, caseless: true, .heading),
        ]
        table[State.priorText.rawValue] = [r(#"^[^*].*"#, .token(.text)), r("", .pop)]
        table[State.settings.rawValue] = section + [r(#"([A-Z]+(?: [A-Z]+)?)(:?)"#, caseless: true, .setting)]
        table[State.tests.rawValue] = testRules
        table[State.tasks.rawValue] = testRules
        table[State.keywords.rawValue] = section + [
            r(#"[$@&%]\{"#, .pushToken(.nv, .variable)),
            r(#"[$@&%{}]+"#, .token(.nl)),
            r(#"( )(?![ |])"#, .token(.nl)),
            r(id, .token(.nl)),
        ]
        table[State.variables.rawValue] = section + [r(#"[$@&%]\{"#, .variableDefinition)]
        table[State.cellStart.rawValue] = [r("#.*", .token(.c)), r("", .pop)]
        table[State.keyword.rawValue] = [
            r(#"(\[)([A-Z]+(?: [A-Z]+)?)(\])"#, caseless: true, .bracketSetting),
            r(#"[$@&%]\{"#, .variableIn),
            r("FOR", caseless: true, .forLoop),
            r(#"( )(?![ |])"#, .token(.nf)),
            r("(?:Given|When|Then|And|But) ", caseless: true, .token(.nb)),
            r(id, .keywordName),
            r("", .pop),
        ]
        table[State.args.rawValue] = [
            r(#"[$@&%]\{"#, .variableIn),
            r(#"[$@&%]+"#, .token(.s)),
            r(#"( )(?![ |])"#, .token(.s)),
            r(id, .token(.s)),
            r("", .pop),
        ]
        table[State.variable.rawValue] = [
            r(#"(\})( )(=)"#, .assignment),
            r(#"[$@&%]\{"#, .pushToken(.nv, .variable)),
            r(#"[{\[]"#, .pushToken(.nv, .variable)),
            r(#"[}\]]"#, .popToken(.nv)),
            r(#"[^$@&%{}\[\]]+"#, .token(.nv)),
            r(#"\}\["#, .token(.nv)),
        ]
        return table
    }()

    /// One run's state: Rouge's stack and the lexer's own variables.
    struct Machine {
        var stack: [State] = [.root, .priorText]
        var column = 0
        var next: Cell?
        var isTemplate = false

        mutating func push(_ state: State) { stack.append(state) }
        mutating func pop() { if stack.count > 1 { stack.removeLast() } }
        mutating func push(cell: Cell) { push(cell == .keyword ? State.keyword : State.args) }
    }

    static func lex(run: LexRun, code: UnsafeBufferPointer<UInt8>, base: Int) {
        let match = PCREMatch.borrow()
        defer { PCREMatch.giveBack(match) }
        var machine = Machine()
        var pos = 0
        var nullSteps = 0
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: code[range]), as: UTF8.self)
        }
        func emit(_ tokenClass: TokenClass, _ range: Range<Int>?) {
            if let range { run.emit(tokenClass, base + range.lowerBound..<base + range.upperBound) }
        }
        while pos < code.count {
            var stepped = false
            for rule in rules[machine.stack.last!.rawValue] {
                if rule.atLineStart && pos > 0 && code[pos - 1] != UInt8(ascii: "\n") { continue }
                guard case .matched(let end) = match.match(rule.regex, in: code, at: pos) else { continue }
                let whole = pos..<end
                perform(rule.action, whole, match: match, machine: &machine, emit: emit, text: text)
                pos = end
                if whole.isEmpty {
                    nullSteps += 1
                    stepped = nullSteps <= 5
                } else {
                    nullSteps = 0
                    stepped = true
                }
                break
            }
            if !stepped {
                let end = min(pos + LexRun.characterLength(code[pos]), code.count)
                emit(.err, pos..<end)
                pos = end
            }
        }
    }

    private static func perform(
        _ action: Action, _ whole: Range<Int>, match: PCREMatch, machine: inout Machine,
        emit: (TokenClass, Range<Int>?) -> Void, text: (Range<Int>) -> String
    ) {
        switch action {
        case .token(let tokenClass):
            emit(tokenClass, whole)
        case .pop:
            machine.pop()
        case .pushToken(let tokenClass, let state):
            emit(tokenClass, whole)
            machine.push(state)
        case .popToken(let tokenClass):
            emit(tokenClass, whole)
            machine.pop()
        case .sep:
            emit(.w, whole)
            machine.column += 1
            if let next = machine.next {
                machine.push(cell: next)
            } else if machine.isTemplate {
                machine.push(.args)
            } else if machine.column == 1 {
                machine.next = .keyword
                machine.push(.keyword)
            } else {
                machine.push(.args)
            }
            machine.push(.cellStart)
        case .continuation:
            emit(.w, whole)
            machine.column += 1
            machine.push(.args)
        case .newline:
            emit(.w, whole)
            machine.column = 0
            machine.next = nil
            machine.push(.cellStart)
        case .heading:
            emit(.gh, whole)
            var name = match.range(1).map(text) ?? ""
            if name.hasSuffix("s") { name.removeLast() }  // Ruby's chomp("s"): lower-case only
            switch name.lowercased() {
            case "setting": machine.push(.settings)
            case "test case": machine.push(.tests)
            case "task": machine.push(.tasks)
            case "keyword": machine.push(.keywords)
            case "variable": machine.push(.variables)
            default: break
            }
        case .setting:
            let name = match.range(1).map(text)?.lowercased() ?? ""
            machine.next = settingsWithKeywords.contains(name) ? .keyword : settingsWithArgs.contains(name) ? .args : nil
            emit(.bp, match.range(1))
            emit(.p, match.range(2))
        case .testName:
            machine.isTemplate = false
            emit(.nl, whole)
        case .bracketSetting:
            emit(.p, match.range(1))
            emit(.bp, match.range(2))
            emit(.p, match.range(3))
            let name = match.range(2).map(text)?.lowercased() ?? ""
            if name == "template" { machine.isTemplate = true }
            if settingsWithKeywords.contains(name) {
                machine.next = .keyword
            } else if settingsWithArgs.contains(name) {
                machine.next = .args
            }
            machine.pop()
        case .variableIn:
            emit(.nv, whole)
            if machine.next != nil { machine.next = .keyword }
            machine.push(.variable)
        case .variableDefinition:
            emit(.nv, whole)
            machine.next = .args
            machine.push(.variable)
        case .forLoop:
            emit(.nf, whole)
            if machine.next != nil { machine.next = .keyword }
        case .keywordName:
            emit(.nf, whole)
            machine.next = nil
        case .assignment:
            emit(.nv, match.range(1))
            emit(.w, match.range(2))
            emit(.p, match.range(3))
            machine.pop()
        }
    }
}

extension Languages {
    static let robotFramework = CompiledLexer(name: "robot_framework") { run, code, base in
        RobotFramework.lex(run: run, code: code, base: base)
    }
}
