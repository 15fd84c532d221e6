import Testing

@testable import Highlight

// The lexer's shortcuts around PCRE2 (byte patterns, start bytes, preconditions) must never
// change what a rule matches: each is checked against PCRE2 itself, for every rule of every
// language, at every character boundary of code-like text.

/// Code-like text: fragments of many languages joined in a fixed pseudo-random order, with
/// non-ASCII letters, marks and an emoji among them.
private let subjects: [[UInt8]] = {
    let fragments = [
        "foo", "Bar", "x", "_id", "a1", " ", "  ", "\t", "\n", "\n\n", "(", ")", "[", "]", "{", "}", ":", "::", ";",
        ",", ".", "...", "?", "!", "#", "@", "@\"", "\"", "'", "`", "$", "\\", "*", "/", "//", "/*", "*/", "-", "+",
        "=", "==", "<", ">", "&", "|", "^", "~", "%", "0", "42", "0x1F", "1.5e3", "é", "日本", "😀", "e\u{301}",
        "if", "let", "var", "func", "case", "default", "self", "int", "class", "def", "end", "return", "NSString",
        "<<~EOS", "EOS", "--", "|-", "- ", ": ", "<div>", "</div>", "&amp;", "{%", "%}", "{{", "}}", "\r\n",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    return (0..<24).map { _ in
        var text = ""
        for _ in 0..<(8 + next(10)) { text += fragments[next(fragments.count)] }
        return Array(text.utf8)
    }
}()

/// Every rule pattern of every language, with its precondition.
private let rules: [(language: String, pattern: String, precondition: Precondition?)] = {
    var out: [(String, String, Precondition?)] = []
    var seen = Set<String>()
    for entry in Languages.all {
        guard let definition = entry.definition?() else { continue }
        for (_, stateRules) in definition.states {
            for rule in stateRules {
                guard case .match(let pattern, _, _) = rule.kind else { continue }
                let key = pattern + (rule.precondition == nil ? "" : "\u{0}p")
                if seen.insert(key).inserted { out.append((entry.tag, pattern, rule.precondition)) }
            }
        }
    }
    return out
}()

/// Character boundaries of valid UTF-8.
private func boundaries(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }
}

private func pcreEnd(_ regex: PCRERegex, _ match: PCREMatch, _ subject: [UInt8], at offset: Int) -> Int? {
    subject.withUnsafeBufferPointer { buffer in
        if case .matched(let end) = match.match(regex, in: buffer, at: offset) { return end }
        return nil
    }
}

@Test func bytePatternsMatchAsPCRE2Does() throws {
    let match = PCREMatch()
    var checked = 0
    for rule in rules {
        guard let pattern = BytePattern(rule.pattern) else { continue }
        let regex = try PCRERegex(rule.pattern)
        let table = BytePatternTable([pattern])
        for subject in subjects {
            for offset in boundaries(subject) {
                let mine = subject.withUnsafeBufferPointer { table.match(0, $0, at: offset) }
                #expect(mine == pcreEnd(regex, match, subject, at: offset), "\(rule.language): \(rule.pattern) at \(offset) of \(String(decoding: subject, as: UTF8.self).debugDescription)")
                checked += 1
            }
        }
    }
    #expect(checked > 10_000)
}

@Test func bytePatternsAreOnlyTheSimpleForms() {
    #expect(BytePattern(#"\s+"#) != nil)
    #expect(BytePattern(#"[a-zA-Z_][a-zA-Z0-9_]*"#) != nil)
    #expect(BytePattern("") != nil)
    // Backtracking, alternatives, anchors, lazy or counted repeats and inline options stay with PCRE2.
    for pattern in [#"\s+x"#, "a|b", "^a", "a$", "a+?", "a{2}", "(?i)a", "(a)", #"\bx"#, "a?", "é", "[[:alpha:]]", "[]a]"] {
        #expect(BytePattern(pattern) == nil, "\(pattern)")
    }
}

@Test func startBytesAdmitEveryMatch() throws {
    let match = PCREMatch()
    for rule in rules where BytePattern(rule.pattern) == nil {
        let regex = try PCRERegex(rule.pattern, jit: false)
        guard let first = regex.firstBytes else { continue }
        for subject in subjects {
            for offset in boundaries(subject) where !first.contains(subject[offset]) {
                #expect(pcreEnd(regex, match, subject, at: offset) == nil, "\(rule.language): \(rule.pattern) matches at \(offset) of \(String(decoding: subject, as: UTF8.self).debugDescription)")
            }
        }
    }
}

@Test func preconditionsHoldForEveryMatch() throws {
    let match = PCREMatch()
    var matches = 0
    for rule in rules {
        guard let condition = rule.precondition else { continue }
        let regex = try PCRERegex(rule.pattern)
        for subject in subjects + [Array("int main(void) {\n".utf8), Array("name: String\n".utf8), Array("foo? (x)".utf8)] {
            for offset in boundaries(subject) where pcreEnd(regex, match, subject, at: offset) != nil {
                matches += 1
                var stop = offset
                while stop < subject.count, condition.run.contains(subject[stop]) { stop += 1 }
                #expect(stop < subject.count && subject[stop] == condition.then, "\(rule.language): \(rule.pattern) at \(offset)")
            }
        }
    }
    // The check must have seen matches of the rules it guards.
    #expect(matches > 10)
}

@Test func absorbingLoopIsFoundOnlyInItsShape() {
    // Unterminated strings and comments, a name before a `:`, a signature's leading words.
    for pattern in [
        #"#.*?\n"#, #""(\\\\|\\.|[^"\\])*""#, #"([^\n:]+)(:+)([ \t]*)"#, #"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#,
        #"(?sx)([\w*\s]+?[\s*])([a-z]+)(\s*\([^;]*?\))"#, #"/\*[\s\S]*?\*/"#, #"\w+\b"#, #"/(\\\n)?[*](?s:.)*?[*](\\\n)?/"#,
        // A final lookahead read as a group, an optional group of a loop, a caseless lead
        // without `k` or `s`, an optional lead character in a closed group, a nested group.
        #"'(?=(.*'))"#, #"([^>]+)?(>(?:\r\n?|\n)?)"#, #"(?i)'.+?'dt"#, #"(?i)a.*b"#, #"(!?\[)x*y"#, #"/[*](?:[^*]|(?:[*][^/]))*[*]+/"#,
    ] {
        #expect(AbsorbingLoop(pattern) != nil, "\(pattern)")
    }
    // Not when the rest looks back, an alternative bypasses the loop, the loop is possessive,
    // the lead is caseless, or `\b`/`^` could sit at the start with nothing read before it.
    for pattern in [
        #"a.*(?<=x)b"#, #"a.*|b"#, #"(a.*|b)c"#, #"a.*+b"#, #"(?i)k.*b"#, #"(?i)[^a].*b"#, #"a(?=.*b)c"#, #"([^>]+)?+>"#, #"\w*\b"#, #"x*^"#, #"a(.*)\1"#, #"(a.*b)?c"#,
        #"a.*\Gb"#, #"^a.*b"#, #"\ba.*b"#, #"a.*(*SKIP)b"#, #"(?x)a .*b"#,
    ] {
        #expect(AbsorbingLoop(pattern) == nil, "\(pattern)")
    }
    // Inside a pattern: C's function signature, at the `\(` whose `[^;]*?` runs to the end.
    let signature = #"(?sx)([\w*\s]+?[\s*])([a-z]+)(\s*\([^;]*?\))(\{|;)"#
    #expect(AbsorbingLoop.continuations(of: signature).map(\.pattern) == [#"(?sx)(?:\([^;]*?\))(\{|;)"#])
    #expect(AbsorbingLoop.continuations(of: #"a(?i)\(.*\)"#).isEmpty)
    // Markdown's link text: a callout at each alternative's loop, the other alternative left
    // out of each continuation, the final lookahead read as a group.
    #expect(AbsorbingLoop.continuations(of: #"(!?\[)((?:\\.|[^\\\n])*?|[^\]]*?)(\])(?=[\[(])"#).map(\.pattern) == [
        #"(?:(?:\\.|[^\\\n])*?)(\])(?:[\[(])"#, #"(?:[^\]]*?)(\])(?:[\[(])"#,
    ])
    // Lua's long string: the fact is kept per text of the group referred back to.
    let lua = AbsorbingLoop.continuations(of: #"(?s)\[(=*)\[.*?\]\1\]"#)
    #expect(lua.map(\.pattern) == [#"(?s)\[.*?\]\1\]"#] && lua.first?.loop.references == [1])
    // A comment inside a repeated group: the continuation reads the group again.
    #expect(AbsorbingLoop.continuations(of: #"x((?s:\s|/[*](?:[^*]|(?:[*][^/]))*[*]+/)+)y"#).map(\.pattern) == [
        #"(?:(?s:/[*](?:[^*]|(?:[*][^/]))*[*]+/)(?s:\s|/[*](?:[^*]|(?:[*][^/]))*[*]+/)*)y"#,
    ])
    // Not where the back-reference names a group still open, or a repeated group holds one.
    #expect(AbsorbingLoop.continuations(of: #"(a.*\1)"#).isEmpty)
    #expect(AbsorbingLoop.continuations(of: #"(=*)(?:\[.*?\1)+"#).isEmpty)
}

// The claim behind `AbsorbingLoop`: after a failed attempt at p, every later position the
// lexer skips for it fails in PCRE2 too. Checked for every rule with a loop, on code-like
// text and on runs of unterminated constructs.
/// `pattern` with each back-reference to one of `groups` replaced by the literal `text`.
private func substituting(_ groups: [Int], by text: String, in pattern: String) -> String {
    let p = Array(pattern.utf8)
    var out: [UInt8] = [], i = 0
    while i < p.count {
        if p[i] == UInt8(ascii: "["), i + 1 < p.count {
            let end = min(AbsorbingLoop.skipClass(p, i), p.count)
            out += p[i..<end]
            i = end
        } else if p[i] == UInt8(ascii: "\\"), i + 1 < p.count {
            if groups.contains(Int(p[i + 1]) - 48) { out += Array("(?:\\Q\(text)\\E)".utf8) } else { out += p[i...i + 1] }
            i += 2
        } else {
            out.append(p[i])
            i += 1
        }
    }
    return String(decoding: out, as: UTF8.self)
}

@Test func absorbingLoopClaimHoldsAgainstPCRE2() throws {
    let match = PCREMatch()
    let hostile = [
        "\"\\\"\\\"\\\"\\ x", "/* a /* b (* c ( d", "# a # b\n# c", "'\\'\\'\\' '", "x y (x y (x y (", "a: b c d e",
        "<!-- a <!-- b", "\"\"\"a\"\"\" b", "`a `b ${c ${", "{- a {- b", "%w( a %w( b", "\\\n\\\n\\",
        "[[x y [[x y ]] [x] [y](z", "<<EOF\nx y <<-EOF\nx :: y", "< a < b > c <", "[=[ a ]] [[ b ]=] ]=]", "x y /* a /* b */ y (",
        "'a' 'b 'c''dt", "!x [a] ![b](c [d][e", "/*x y /*x y /**x*/ /*/ **/", "y /*x*y /*x y *//",
    ].map { Array($0.utf8) }
    var skipped = 0
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: AbsorbingLoop.maxEnds)
    defer { ends.deallocate() }
    // A pattern's own loop, and the loop of its continuation at a callout (as a pattern).
    var checked: [(language: String, pattern: String, loop: AbsorbingLoop)] = []
    for rule in rules where BytePattern(rule.pattern) == nil {
        if let loop = AbsorbingLoop(rule.pattern) { checked.append((rule.language, rule.pattern, loop)) }
        for continuation in AbsorbingLoop.continuations(of: rule.pattern) {
            if continuation.loop.references.isEmpty {
                checked.append((rule.language, continuation.pattern, continuation.loop))
            } else {
                // Facts are kept per captured text: checked for each of a few texts.
                for text in ["", "=", "=="] {
                    let pattern = substituting(continuation.loop.references, by: text, in: continuation.pattern)
                    checked.append((rule.language, pattern, continuation.loop))
                }
            }
        }
    }
    #expect(checked.count > 100)
    for rule in checked {
        let loop = rule.loop
        let regex = try PCRERegex(rule.pattern, jit: false)
        for subject in subjects + hostile {
            subject.withUnsafeBufferPointer { code in
                let offsets = boundaries(subject)
                for (i, p) in offsets.enumerated() where pcreEnd(regex, match, subject, at: p) == nil {
                    guard let found = loop.leadEnds(code, at: p, into: ends), found > 0 else { continue }
                    var reach = LoopReach()
                    reach.seed(UnsafeBufferPointer(start: ends, count: found), at: p)
                    for q in offsets[(i + 1)...] {
                        guard let count = loop.leadEnds(code, at: q, into: ends) else { continue }
                        var absorbed = true
                        for k in 0..<count where !reach.absorbs(ends[k], loop: loop, code) { absorbed = false }
                        guard absorbed else { continue }
                        skipped += 1
                        #expect(pcreEnd(regex, match, subject, at: q) == nil, "\(rule.language): \(rule.pattern) skipped at \(q) after failing at \(p) of \(String(decoding: subject, as: UTF8.self).debugDescription)")
                    }
                }
            }
        }
    }
    // The check must have seen the claim at work.
    #expect(skipped > 10_000)
}

// Go's comment `/\*(?:(?!\*/).)*\*/`: a loop of characters behind a guard is a loop too (a step
// depends only on the text from where it starts), so one unterminated `/*` answers for the next.
@Test func guardedCharacterLoopIsAnAbsorbingLoop() throws {
    let loop = try #require(AbsorbingLoop(#"/\*(?:(?!\*/).)*\*/"#))
    #expect(loop.loopGuard.count == 1 && loop.restFirst?.contains(UInt8(ascii: "*")) == true && loop.restFirst?.contains(UInt8(ascii: "x")) == false)
    let code = Array("/*x y /*x y */".utf8)
    code.withUnsafeBufferPointer { code in
        var reach = LoopReach()
        reach.seed(UnsafeBufferPointer(start: [2], count: 1), at: 0)
        // The guard stops the loop at `*/`: reached up to it, not past it.
        let atNextOpener = reach.reaches(8, loop: loop, code), beforeClose = reach.reaches(11, loop: loop, code)
        let pastClose = reach.reaches(13, loop: loop, code)
        #expect(atNextOpener && beforeClose && !pastClose)
    }
}

// C--'s comment `/[*](?:[^*]|(?:[*][^/]))*[*]+/`: the loop reads `*x` of the next `/*x` as one
// step, so the next opener's lead end (after its `*`) is never reached. From there one step
// (`x`, which the rest `[*]+/` cannot start with) joins the reached positions: the attempt
// fails too, which PCRE2 confirms.
@Test func loopStepOverAnOpenerStillAnswersForIt() throws {
    let pattern = #"/[*](?:[^*]|(?:[*][^/]))*[*]+/"#
    let loop = try #require(AbsorbingLoop(pattern))
    let regex = try PCRERegex(pattern, jit: false)
    let match = PCREMatch()
    let code = Array("/*x y /*x y ".utf8)
    #expect(pcreEnd(regex, match, code, at: 0) == nil && pcreEnd(regex, match, code, at: 6) == nil)
    code.withUnsafeBufferPointer { code in
        var reach = LoopReach()
        reach.seed(UnsafeBufferPointer(start: [2], count: 1), at: 0)
        let reached = reach.reaches(8, loop: loop, code), absorbed = reach.absorbs(8, loop: loop, code)
        #expect(!reached && absorbed)
    }
}

// The claim of `AbsorbingLoop.successRest` on every lexer's patterns: after PCRE2 matches at p
// (lead end e, the loop's callout last at s), PCRE2 matches at each later q whose lead end e'
// lies in [e, s], consuming the lead alone (to e'), as the lexer then assumes without asking.
@Test func successClaimHoldsAgainstPCRE2() throws {
    let match = PCREMatch()
    let hostile = [
        "\"x y \"x y \"\"x\"\" y \"\\ \"", "'a' 'b 'c''d 'e", "'''x'''y''' '\n' 'x", "\"\"\"a\"\"\" b \"\n\"", "\"a\" b \"c\nd\" e \"",
    ].map { Array($0.utf8) } + ["\"", "'", "\"\"\"", "'''", "\"\\", "`", "<", "(", "#", "%"].map { opener in
        // Many openers on a line, the line closed once, then a line left open.
        Array((String(repeating: opener + "x y ", count: 12) + opener + "\n" + String(repeating: opener + "z ", count: 6)).utf8)
    }
    let ends = UnsafeMutablePointer<Int>.allocate(capacity: AbsorbingLoop.maxEnds)
    defer { ends.deallocate() }
    var patterns = 0, answered = 0
    for rule in rules where BytePattern(rule.pattern) == nil {
        guard let loop = AbsorbingLoop(rule.pattern), let rest = loop.successRest else { continue }
        patterns += 1
        let regex = try PCRERegex(rule.pattern, jit: false, callouts: [rest])
        var last = -1
        for subject in subjects + hostile {
            subject.withUnsafeBufferPointer { code in
                let offsets = boundaries(subject)
                for (i, p) in offsets.enumerated() {
                    last = -1
                    match.calloutHandler = { _, position, _ in
                        last = position
                        return false
                    }
                    let end = pcreEnd(regex, match, subject, at: p)
                    match.calloutHandler = nil
                    guard let end, loop.leadEnds(code, at: p, into: ends) == 1, ends[0] == end, last >= end else { continue }
                    let s = last
                    for q in offsets[(i + 1)...] {
                        guard loop.leadEnds(code, at: q, into: ends) == 1, end <= ends[0], ends[0] <= s else { continue }
                        answered += 1
                        let leadEnd = ends[0]
                        #expect(pcreEnd(regex, match, subject, at: q) == leadEnd, "\(rule.language): \(rule.pattern) at \(q) after matching at \(p) of \(String(decoding: subject, as: UTF8.self).debugDescription)")
                    }
                }
            }
        }
    }
    // Matlab's four string openers at least, and the claim at work.
    #expect(patterns >= 4)
    #expect(answered > 1_000)
}
